/** Texts of the Apply page around the form. */
export const applyIntro = {
  eyebrow: 'Careers',
  title: 'Apply for a Position',
  lead: 'Tell us about yourself and attach your resume. We read every application and reply within two weeks.',
} as const;

export const applyFormText = {
  success: 'Thank you! Your application has been sent. We will contact you soon.',
  consent: 'I agree that Ravi Software may store and process my data to handle my application.',
  resumeHint: 'One PDF file, up to 10 MB.',
} as const;
