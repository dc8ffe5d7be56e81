import type { ApplicationAttributes } from '@app/shared/application';
import { mediaEntity } from '../../media-admin/testing/media-fixtures';
import type { Application } from '../types';

/** An application as `GET /api/carrers?populate=*` returns it. */
export function application(
  id: number,
  overrides: Partial<ApplicationAttributes> = {},
): Application {
  return {
    id,
    attributes: {
      firstName: 'Ali',
      lastName: 'Becker',
      email: 'ali.becker@example.com',
      address: '49 Main Boulevard, Gulberg, Lahore',
      phone: '+92-321-4991052',
      startDate: '2025-07-11',
      experience: 'Mid-Level (4-10 years)',
      salaryExpect: 250000,
      position: 'Senior Full Stack Developer',
      coverLetter: 'I am applying for this role because I love building things.',
      consent: true,
      applicationStatus: 'Pending',
      interviewTime: null,
      remarks: null,
      createdAt: '2025-06-30T09:15:00.000Z',
      updatedAt: '2025-06-30T09:15:00.000Z',
      statusChangedAt: '2025-06-30T09:15:00.000Z',
      resume: {
        data: [
          {
            id: 50 + id,
            attributes: {
              ...mediaEntity(50 + id, 'resume-Ali-Becker.pdf', 'application/pdf').attributes,
              url: `/api/files/${50 + id}/download`,
            },
          },
        ],
      },
      ...overrides,
    },
  };
}
