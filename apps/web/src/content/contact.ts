/** Texts of the Contact page around the form. */
export const contactIntro = {
  eyebrow: 'Contact us',
  title: 'Let’s talk about your project',
  lead: 'Questions, ideas or a project that needs a team? Send us a message and we will get back to you within one working day.',
} as const;

export const contactFormText = {
  title: 'Send us a message',
  success: 'Thank you! Your message has been sent. We will get back to you soon.',
} as const;

export const emergencyNotice = {
  title: 'Urgent matter?',
  text: 'For emergencies, please do not use this form: write to us by e-mail or call us directly so we can help right away.',
} as const;

export const visitUs = {
  title: 'Visit Us',
} as const;
