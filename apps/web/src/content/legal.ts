import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PublicCompany } from '@app/shared/company';
import type { PolicyContent } from '@app/shared/site-content';
import { formatPostalAddress } from '@app/shared/display-format';
import { LOCALE_FORMATS } from '@app/shared/locale';

/** A calendar date (`YYYY-MM-DD`) as the language writes it: `2. Juni 2025`, `June 2, 2025`. */
const formatLegalDate = (isoDate: string, format: string) =>
  new Intl.DateTimeFormat(format, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

/** How long messages and applications are kept, as the server's DATA_RETENTION_DAYS says. */
function retentionSentence(i18n: I18n, { dataRetentionDays }: PolicyContent): string {
  return dataRetentionDays === 0
    ? i18n._(
        msg`Contact messages and job applications, with any resume attached, are kept until we erase them, at the latest when you ask us to (see Your Rights).`,
      )
    : i18n._(
        msg`Contact messages and job applications, with any resume attached, are deleted automatically ${dataRetentionDays} days after we receive them. You can ask us to erase them sooner at any time (see Your Rights).`,
      );
}

/** The day the privacy policy was last changed in each language's version. */
const PRIVACY_POLICY_DATES = { en: '2026-11-25', de: '2025-06-02' } as const;

/**
 * The privacy policy of SPEC.md section 2: thirteen numbered sections. It states only what the
 * product and its documented deployment (README.md, "Running in production") do.
 */
export function privacyPolicyOf(i18n: I18n, company: PublicCompany, policy: PolicyContent) {
  const { legalName, email, phone } = company;
  const address = formatPostalAddress(company.registeredOffice);
  const retention = retentionSentence(i18n, policy);
  const locale = i18n.locale === 'de' ? 'de' : 'en';
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor);
  return {
    title: t(msg`Privacy Policy`),
    lastUpdated: formatLegalDate(PRIVACY_POLICY_DATES[locale], LOCALE_FORMATS[locale]),
    intro: t(
      msg`This policy explains how ${legalName} and its Lahore office (together "we") handle personal data when you visit this website, contact us or apply for a job.`,
    ),
    sections: [
      {
        title: t(msg`Information We Collect`),
        paragraphs: [
          t(
            msg`We collect only the data you give us or that your browser sends when you visit the site:`,
          ),
        ],
        list: [
          t(
            msg`Contact form: first and last name, e-mail address, phone number, topic, subject and message.`,
          ),
          t(
            msg`Job applications: name, e-mail, address, phone, start date, experience, expected salary, position, cover letter and resume.`,
          ),
          t(
            msg`Technical data: IP address, the page or address requested and the time of the request, kept in server logs.`,
          ),
          t(msg`Your cookie choice and your choice of language, stored in your own browser.`),
        ],
      },
      {
        title: t(msg`How We Use Your Information`),
        paragraphs: [
          t(
            msg`We use your data to answer your enquiry, to assess your application and to keep this website secure and working. We do not sell your data and we do not use it for advertising.`,
          ),
        ],
      },
      {
        title: t(msg`Legal Bases for Processing`),
        paragraphs: [
          t(
            msg`Under the GDPR we process data to take steps before a contract at your request (Art. 6(1)(b)), for applications also under § 26 BDSG, on the basis of your consent (Art. 6(1)(a)), and for our legitimate interest in a secure website (Art. 6(1)(f)).`,
          ),
        ],
      },
      {
        title: t(msg`Cookies and Local Storage`),
        paragraphs: [
          t(
            msg`This website sets no cookies and uses no tracking or advertising. Your browser stores in its local storage your cookie choice (accepted or declined), the language you chose for this website (English or German, strictly necessary to show the site in your language, so it is kept whatever you answer in the cookie banner) and, while you are signed in to an account, your sign-in session. You can delete them at any time in your browser settings.`,
          ),
        ],
      },
      {
        title: t(msg`Third-Party Services`),
        paragraphs: [
          t(
            msg`The site loads no fonts, scripts or trackers from other companies. Our hosting provider processes server logs on our behalf under a data processing agreement.`,
          ),
        ],
      },
      {
        title: t(msg`Sharing of Information`),
        paragraphs: [
          t(
            msg`Only the people who need your data to answer you or to assess your application can see it. We share data with authorities only when the law requires it.`,
          ),
        ],
      },
      {
        title: t(msg`International Data Transfers`),
        paragraphs: [
          t(
            msg`Our team works in Lahore, Pakistan. When staff there handle your enquiry or application, your data is transferred outside the EU under the European Commission’s standard contractual clauses.`,
          ),
        ],
      },
      {
        title: t(msg`Data Retention`),
        paragraphs: [t(msg`${retention} Server logs are kept for 14 days.`)],
      },
      {
        title: t(msg`Data Security`),
        paragraphs: [
          t(
            msg`All traffic to this website is encrypted (HTTPS only), resumes are stored privately and only signed-in staff can read messages and applications. We review our safeguards regularly.`,
          ),
        ],
      },
      {
        title: t(msg`Your Rights`),
        paragraphs: [
          t(
            msg`You have the right to access, correct, delete and export your data, to restrict or object to its processing and to withdraw your consent at any time. You may also complain to a data protection authority, for example the Berlin Commissioner for Data Protection and Freedom of Information.`,
          ),
        ],
      },
      {
        title: t(msg`Children’s Privacy`),
        paragraphs: [
          t(
            msg`This website is not meant for children under 13. We do not knowingly collect data from them; if you believe a child has sent us data, please tell us and we will delete it.`,
          ),
        ],
      },
      {
        title: t(msg`Updates to This Policy`),
        paragraphs: [
          t(
            msg`We update this policy when our services or the law change. The date at the top shows the latest version.`,
          ),
        ],
      },
      {
        title: t(msg`Contact Us`),
        paragraphs: [
          t(
            msg`For any question about your data, write to ${email}, call ${phone} or send a letter to ${legalName}, ${address}.`,
          ),
        ],
      },
    ] satisfies LegalSection[],
  };
}

/** The imprint (legal notice) of the German company. */
export function imprintOf(i18n: I18n, company: PublicCompany) {
  const { legalName } = company;
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor);
  return {
    title: t(msg`Imprint`),
    lead: t(msg`Information according to § 5 DDG (German Digital Services Act).`),
    details: [
      { term: t(msg`Company`), value: company.legalName },
      { term: t(msg`Address`), value: formatPostalAddress(company.registeredOffice) },
      {
        term:
          company.managingDirectors.length > 1
            ? t(msg`Managing directors`)
            : t(msg`Managing director`),
        value: company.managingDirectors.join(', '),
      },
      {
        term: t(msg`Commercial register`),
        value: `${company.registerCourt}, ${company.registerNumber}`,
      },
      { term: t(msg`VAT ID`), value: company.vatId },
      { term: t(msg`Phone`), value: company.phone },
      { term: t(msg`E-mail`), value: company.email },
      { term: t(msg`Development office`), value: formatPostalAddress(company.office) },
    ],
    sections: [
      {
        title: t(msg`Disclaimer`),
        paragraphs: [
          t(
            msg`We write the content of this website with care, but we cannot guarantee that it is complete, correct and up to date. Links to other websites are outside our control; we checked them when we set them and are not responsible for their content.`,
          ),
        ],
      },
      {
        title: t(msg`Data Protection`),
        paragraphs: [
          t(
            msg`You can use this website without giving personal data. When you send a message or an application, we handle your data as our privacy policy describes.`,
          ),
        ],
      },
      {
        title: t(msg`Copyright`),
        paragraphs: [
          t(
            msg`Texts, images and graphics on this website belong to ${legalName} unless stated otherwise. Copying or using them beyond private use needs our written consent. Technology logos belong to their owners.`,
          ),
        ],
      },
    ] satisfies LegalSection[],
  };
}
