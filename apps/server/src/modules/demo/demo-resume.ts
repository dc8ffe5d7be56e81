export interface ResumeFacts {
  name: string;
  email: string;
  phone: string;
  position: string;
  experience: string;
  summary: string;
}

/** A one-page PDF resume for a demo application. */
export async function renderResumePdf(facts: ResumeFacts): Promise<Buffer> {
  // Loaded only when demo content is made, not at every start-up.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: `Resume of ${facts.name}`, Author: facts.name },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(22).text(facts.name);
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor('#555555')
      .text(`${facts.email}  ·  ${facts.phone}`);
    doc
      .moveDown(1.5)
      .fillColor('#000000')
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(`Applying for: ${facts.position}`);
    doc.font('Helvetica').fontSize(11).text(`Experience: ${facts.experience}`);
    doc.moveDown().font('Helvetica-Bold').fontSize(13).text('Profile');
    doc.font('Helvetica').fontSize(11).text(facts.summary, { align: 'justify' });
    doc.end();
  });
}
