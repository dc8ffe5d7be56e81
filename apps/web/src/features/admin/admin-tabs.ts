import {
  Briefcase,
  CalendarDays,
  History,
  House,
  IdCard,
  LayoutDashboard,
  Mail,
  Quote,
  Receipt,
  Send,
  Settings,
  ShieldCheck,
  Tags,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { canUseAdminArea, type RoleName } from '@app/shared/options';

/** The navigation's sections, in the order they are shown. */
export const ADMIN_TAB_GROUPS = ['Work', 'Site', 'Admin'] as const;
export type AdminTabGroup = (typeof ADMIN_TAB_GROUPS)[number];

export interface AdminTab {
  /** Path below /manage where the tab starts. */
  path: string;
  /** Route pattern the tab answers, when it has pages of its own below `path`. */
  pattern: string;
  label: string;
  icon: LucideIcon;
  /** The navigation's section: daily work, the public site's content, administration. */
  group: AdminTabGroup;
  /** The least role that sees the tab (Admin passes Staff). */
  role: Extract<RoleName, 'Staff' | 'Admin'>;
  /** Each tab is its own chunk, loaded when first opened. */
  component: LazyExoticComponent<ComponentType>;
}

/** The admin area's tabs, section by section as shown; the first is where /manage starts. */
export const ADMIN_TABS: readonly AdminTab[] = [
  {
    path: '/dashboard',
    pattern: '/dashboard',
    label: 'Dashboard',
    icon: LayoutDashboard,
    group: 'Work',
    role: 'Staff',
    component: lazy(() => import('../dashboard/components/dashboard-tab')),
  },
  {
    // The list at /manage/applications and an application's page at /manage/applications/:id:
    // the tab routes between them itself.
    path: '/applications',
    pattern: '/applications/*?',
    label: 'Applications',
    icon: Briefcase,
    group: 'Work',
    role: 'Staff',
    component: lazy(() => import('../applications/components/applications-tab')),
  },
  {
    path: '/messages',
    pattern: '/messages',
    label: 'Messages',
    icon: Mail,
    group: 'Work',
    role: 'Staff',
    component: lazy(() => import('../messages/components/messages-tab')),
  },
  {
    // Invoice List at /manage/invoices and Create Invoice at /manage/invoices/new: the tab routes
    // between them itself, with paths relative to /manage.
    path: '/invoices',
    pattern: '/invoices/*?',
    label: 'Invoices',
    icon: Receipt,
    group: 'Work',
    role: 'Staff',
    component: lazy(() => import('../invoices/components/invoices-tab')),
  },
  {
    path: '/services',
    pattern: '/services',
    label: 'Services',
    icon: Tags,
    group: 'Work',
    role: 'Staff',
    component: lazy(() => import('../services/components/services-tab')),
  },
  {
    path: '/jobs',
    pattern: '/jobs',
    label: 'Jobs',
    icon: IdCard,
    group: 'Site',
    role: 'Staff',
    component: lazy(() => import('../jobs-admin/components/jobs-tab')),
  },
  {
    path: '/home',
    pattern: '/home',
    label: 'Home',
    icon: House,
    group: 'Site',
    role: 'Staff',
    component: lazy(() => import('../home-admin/components/home-tab')),
  },
  {
    path: '/events',
    pattern: '/events',
    label: 'Events',
    icon: CalendarDays,
    group: 'Site',
    role: 'Staff',
    component: lazy(() => import('../media-admin/events/events-tab')),
  },
  {
    path: '/testimonials',
    pattern: '/testimonials',
    label: 'Testimonials',
    icon: Quote,
    group: 'Site',
    role: 'Staff',
    component: lazy(() => import('../media-admin/testimonials/testimonials-tab')),
  },
  {
    path: '/users',
    pattern: '/users',
    label: 'Users',
    icon: Users,
    group: 'Admin',
    role: 'Admin',
    component: lazy(() => import('../users-admin/components/users-tab')),
  },
  {
    path: '/audit-log',
    pattern: '/audit-log',
    label: 'Audit log',
    icon: History,
    group: 'Admin',
    role: 'Admin',
    component: lazy(() => import('../audit-admin/components/audit-log-tab')),
  },
  {
    path: '/outbox',
    pattern: '/outbox',
    label: 'Outbox',
    icon: Send,
    group: 'Admin',
    role: 'Admin',
    component: lazy(() => import('../outbox-admin/components/outbox-tab')),
  },
  {
    path: '/settings',
    pattern: '/settings',
    label: 'Settings',
    icon: Settings,
    group: 'Admin',
    role: 'Admin',
    component: lazy(() => import('../company-settings/components/company-settings-tab')),
  },
  {
    path: '/data-protection',
    pattern: '/data-protection',
    label: 'Data protection',
    icon: ShieldCheck,
    group: 'Admin',
    role: 'Admin',
    component: lazy(() => import('../data-protection-admin/components/data-protection-tab')),
  },
];

export const DEFAULT_ADMIN_TAB = ADMIN_TABS[0]!;

/** Where the company settings are kept: the examples banner leads there. */
export const SETTINGS_TAB = ADMIN_TABS.find((tab) => tab.path === '/settings')!;

export function canSeeTab(tab: AdminTab, role: string): boolean {
  return tab.role === 'Admin' ? role === 'Admin' : canUseAdminArea(role);
}

/** Whether a location below /manage belongs to the tab (its own page or one of its sub-pages). */
export function isInTab(tab: AdminTab, location: string): boolean {
  return location === tab.path || location.startsWith(`${tab.path}/`);
}
