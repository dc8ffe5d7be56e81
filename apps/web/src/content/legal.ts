import type { PublicCompany } from '@app/shared/company';
import type { PolicyContent } from '@app/shared/site-content';
import { formatPostalAddress } from '@app/shared/display-format';

export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

/** How long messages and applications are kept, as the server's DATA_RETENTION_DAYS says. */
function retentionSentence({ dataRetentionDays }: PolicyContent): string {
  return dataRetentionDays === 0
    ? 'Contact messages and job applications, with any resume attached, are kept until we erase them, at the latest when you ask us to (see Your Rights).'
    : `Contact messages and job applications, with any resume attached, are deleted automatically ${dataRetentionDays} days after we receive them. You can ask us to erase them sooner at any time (see Your Rights).`;
}

/**
 * The privacy policy of SPEC.md section 2: thirteen numbered sections. It states only what the
 * product and its documented deployment (README.md, "Running in production") do.
 */
export const privacyPolicyOf = (company: PublicCompany, policy: PolicyContent) => ({
  title: 'Privacy Policy',
  lastUpdated: 'November 25, 2026',
  intro: `This policy explains how ${company.legalName} and its Lahore office (together "we") handle personal data when you visit this website, contact us or apply for a job.`,
  sections: [
    {
      title: 'Information We Collect',
      paragraphs: [
        'We collect only the data you give us or that your browser sends when you visit the site:',
      ],
      list: [
        'Contact form: first and last name, e-mail address, phone number, topic, subject and message.',
        'Job applications: name, e-mail, address, phone, start date, experience, expected salary, position, cover letter and resume.',
        'Technical data: IP address, the page or address requested and the time of the request, kept in server logs.',
        'Your cookie choice, stored in your own browser.',
      ],
    },
    {
      title: 'How We Use Your Information',
      paragraphs: [
        'We use your data to answer your enquiry, to assess your application and to keep this website secure and working. We do not sell your data and we do not use it for advertising.',
      ],
    },
    {
      title: 'Legal Bases for Processing',
      paragraphs: [
        'Under the GDPR we process data to take steps before a contract at your request (Art. 6(1)(b)), for applications also under § 26 BDSG, on the basis of your consent (Art. 6(1)(a)), and for our legitimate interest in a secure website (Art. 6(1)(f)).',
      ],
    },
    {
      title: 'Cookies and Local Storage',
      paragraphs: [
        'This website sets no cookies and uses no tracking or advertising. Your browser stores your cookie choice (accepted or declined) and, while you are signed in to an account, your sign-in session in its local storage. You can delete them at any time in your browser settings.',
      ],
    },
    {
      title: 'Third-Party Services',
      paragraphs: [
        'The site loads no fonts, scripts or trackers from other companies. Our hosting provider processes server logs on our behalf under a data processing agreement.',
      ],
    },
    {
      title: 'Sharing of Information',
      paragraphs: [
        'Only the people who need your data to answer you or to assess your application can see it. We share data with authorities only when the law requires it.',
      ],
    },
    {
      title: 'International Data Transfers',
      paragraphs: [
        'Our team works in Lahore, Pakistan. When staff there handle your enquiry or application, your data is transferred outside the EU under the European Commission’s standard contractual clauses.',
      ],
    },
    {
      title: 'Data Retention',
      paragraphs: [`${retentionSentence(policy)} Server logs are kept for 14 days.`],
    },
    {
      title: 'Data Security',
      paragraphs: [
        'All traffic to this website is encrypted (HTTPS only), resumes are stored privately and only signed-in staff can read messages and applications. We review our safeguards regularly.',
      ],
    },
    {
      title: 'Your Rights',
      paragraphs: [
        'You have the right to access, correct, delete and export your data, to restrict or object to its processing and to withdraw your consent at any time. You may also complain to a data protection authority, for example the Berlin Commissioner for Data Protection and Freedom of Information.',
      ],
    },
    {
      title: 'Children’s Privacy',
      paragraphs: [
        'This website is not meant for children under 13. We do not knowingly collect data from them; if you believe a child has sent us data, please tell us and we will delete it.',
      ],
    },
    {
      title: 'Updates to This Policy',
      paragraphs: [
        'We update this policy when our services or the law change. The date at the top shows the latest version.',
      ],
    },
    {
      title: 'Contact Us',
      paragraphs: [
        `For any question about your data, write to ${company.email}, call ${company.phone} or send a letter to ${company.legalName}, ${formatPostalAddress(company.registeredOffice)}.`,
      ],
    },
  ] satisfies LegalSection[],
});

/** The imprint (legal notice) of the German company. */
export const imprintOf = (company: PublicCompany) => ({
  title: 'Imprint',
  lead: 'Information according to § 5 DDG (German Digital Services Act).',
  details: [
    { term: 'Company', value: company.legalName },
    { term: 'Address', value: formatPostalAddress(company.registeredOffice) },
    {
      term: company.managingDirectors.length > 1 ? 'Managing directors' : 'Managing director',
      value: company.managingDirectors.join(', '),
    },
    { term: 'Commercial register', value: `${company.registerCourt}, ${company.registerNumber}` },
    { term: 'VAT ID', value: company.vatId },
    { term: 'Phone', value: company.phone },
    { term: 'E-mail', value: company.email },
    { term: 'Development office', value: formatPostalAddress(company.office) },
  ],
  sections: [
    {
      title: 'Disclaimer',
      paragraphs: [
        'We write the content of this website with care, but we cannot guarantee that it is complete, correct and up to date. Links to other websites are outside our control; we checked them when we set them and are not responsible for their content.',
      ],
    },
    {
      title: 'Data Protection',
      paragraphs: [
        'You can use this website without giving personal data. When you send a message or an application, we handle your data as our privacy policy describes.',
      ],
    },
    {
      title: 'Copyright',
      paragraphs: [
        `Texts, images and graphics on this website belong to ${company.legalName} unless stated otherwise. Copying or using them beyond private use needs our written consent. Technology logos belong to their owners.`,
      ],
    },
  ] satisfies LegalSection[],
});
