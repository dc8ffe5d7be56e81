import type { MessageDescriptor } from '@lingui/core';
import type { ContactTopic } from '@app/shared/options';
import { msg } from '@lingui/core/macro';
/** Texts of the Contact page around the form. */
export const contactIntro = {
  eyebrow: msg`Contact us`,
  title: msg`Let’s talk about your project`,
  lead: msg`Questions, ideas or a project that needs a team? Send us a message and we will get back to you within one working day.`,
} as const;

export const contactFormText = {
  title: msg`Send us a message`,
  success: msg`Thank you! Your message has been sent. We will get back to you soon.`,
} as const;

export const emergencyNotice = {
  title: msg`Urgent matter?`,
  text: msg`For emergencies, please do not use this form: write to us by e-mail or call us directly so we can help right away.`,
} as const;

export const visitUs = {
  title: msg`Visit Us`,
} as const;

/** The topics as the form offers them; the value sent stays the spec's English option. */
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, MessageDescriptor> = {
  Business: msg`Business`,
  Job: msg`Job`,
  Inquiry: msg`Inquiry`,
  Others: msg`Others`,
};
