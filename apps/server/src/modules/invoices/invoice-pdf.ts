import { COMPANY_WEBSITE, type CompanySettings } from '@app/shared/company';
import { formatPostalAddress } from '@app/shared/display-format';
import { WITHHOLDING_TAX_RATE } from '@app/shared/constants';
import {
  addDays,
  computeInvoiceTotals,
  formatAmount,
  formatDayMonthYear,
  formatExchangeRate,
  formatWholeAmount,
  pkrToEurCents,
} from '@app/shared/invoice-math';

/** What the PDF shows: the invoice, its own lines (prices in paisa) and the rate it keeps. */
export interface InvoicePdfData {
  invoiceNumber: string;
  customerName: string;
  invoiceDate: string;
  /** The PDF's creation date: the invoice's last change, so the same invoice gives the same file. */
  updatedAt: string;
  lines: readonly {
    item: string;
    pricePkrMinor: number;
    date: string | null;
    remarks: string | null;
  }[];
  /** PKR per EUR. */
  eurRate: number;
  /** The invoice's own term: the due date is this many days after the invoice date. */
  paymentTermDays: number;
  company: CompanySettings;
  /** The firm's logo as PNG or JPEG bytes; null draws the built-in mark. */
  logo: Buffer | null;
  /** The company settings are still the examples: the bank details are marked as such. */
  isExample: boolean;
}

/** Printed beside the bank details while they are the examples, never a real account. */
export const EXAMPLE_BANK_DETAILS_MARKER = 'Example bank details';

// Layout of SPEC.md section 9, in PDF points.
const PAGE_MARGIN = 10;
const LOGO_SIZE = 40;
const TABLE_TOP = 80;
const BOTTOM_MARGIN = 40;

const COLOURS = {
  brand: '#145253',
  accent: '#f5a524',
  warning: '#b42318',
  ink: '#13201f',
  muted: '#566664',
  line: '#d9e2e1',
  stripe: '#f2f8f8',
  white: '#ffffff',
};
const FONT = 'Helvetica';
const FONT_BOLD = 'Helvetica-Bold';
const BODY_SIZE = 8;
const FOOTER_SIZE = 7;
const CELL_PADDING_X = 4;
const CELL_PADDING_Y = 4;
const HEADER_ROW_HEIGHT = 18;
/** Long items and remarks wrap up to this many lines, then end in an ellipsis. */
const MAX_CELL_LINES = 3;
const NO_VALUE = '-';

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

const COLUMNS = {
  number: { title: '#', width: 24, align: 'left' },
  date: { title: 'Date', width: 62, align: 'left' },
  item: { title: 'Item', width: 170, align: 'left' },
  remarks: { title: 'Remarks', width: 159, align: 'left' },
  pricePkr: { title: 'Price (PKR)', width: 80, align: 'right' },
  priceEur: { title: 'Price (EUR)', width: 80, align: 'right' },
} satisfies Record<string, Column>;
type ColumnKey = keyof typeof COLUMNS;
const COLUMN_ORDER: ColumnKey[] = ['number', 'date', 'item', 'remarks', 'pricePkr', 'priceEur'];

// The standard PDF fonts cover Windows-1252 only: other characters would print as wrong glyphs.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function toWinAnsi(text: string): string {
  let result = '';
  for (const char of text.replace(/\r\n?|\t/g, (match) => (match === '\t' ? ' ' : '\n'))) {
    const code = char.codePointAt(0)!;
    const printable =
      char === '\n' ||
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRAS.has(char);
    result += printable ? char : '?';
  }
  return result;
}

const orDash = (text: string | null) => (text && text.trim() ? text : NO_VALUE);

/** Renders the invoice PDF: header on every page, the lines table from y 80, totals, and footers. */
export async function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  // Loaded with the first PDF rather than at start-up, where it costs 0.1 s and 30 MB.
  const { default: PDFDocument } = await import('pdfkit');
  const createdAt = new Date(data.updatedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    info: {
      Title: `Invoice ${data.invoiceNumber}`,
      Author: data.company.legalName,
      Creator: data.company.legalName,
      Subject: `Invoice ${data.invoiceNumber} for ${toWinAnsi(data.customerName)}`,
      CreationDate: createdAt,
      ModDate: createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const totals = computeInvoiceTotals(data.lines.map((line) => line.pricePkrMinor));
  const dueDate = formatDayMonthYear(addDays(data.invoiceDate, data.paymentTermDays));
  const totalEur = formatAmount(pkrToEurCents(totals.totalMinor, data.eurRate));
  const pageWidth = doc.page.width;
  const contentWidth = pageWidth - 2 * PAGE_MARGIN;
  const contentBottom = doc.page.height - BOTTOM_MARGIN;

  function drawLogo(x: number, y: number) {
    if (data.logo) {
      doc.image(data.logo, x, y, {
        fit: [LOGO_SIZE, LOGO_SIZE],
        align: 'center',
        valign: 'center',
      });
      return;
    }
    // The firm's built-in mark (the site's favicon): two waves of the Ravi river on a teal tile.
    doc
      .save()
      .translate(x, y)
      .scale(LOGO_SIZE / 40);
    doc.roundedRect(0, 0, 40, 40, 10).fill(COLOURS.brand);
    doc.lineWidth(3.4).lineCap('round');
    doc.path('M7 16c4.5-5 9-5 13 0s8.5 5 13 0').stroke(COLOURS.accent);
    doc.path('M7 25c4.5-5 9-5 13 0s8.5 5 13 0').stroke(COLOURS.white);
    doc.restore();
  }

  function drawPageHeader() {
    const { company } = data;
    drawLogo(PAGE_MARGIN, PAGE_MARGIN);
    const textX = PAGE_MARGIN + LOGO_SIZE + 8;
    doc
      .fillColor(COLOURS.ink)
      .font(FONT_BOLD)
      .fontSize(15)
      .text(toWinAnsi(company.tradingName), textX, PAGE_MARGIN + 1, { lineBreak: false });
    doc.fillColor(COLOURS.muted).font(FONT).fontSize(7);
    doc.text(
      toWinAnsi(`${company.legalName} · ${formatPostalAddress(company.registeredOffice)}`),
      textX,
      PAGE_MARGIN + 21,
      { lineBreak: false },
    );
    doc.text(toWinAnsi(`Office: ${formatPostalAddress(company.office)}`), textX, PAGE_MARGIN + 30, {
      lineBreak: false,
    });
    doc.text(
      toWinAnsi(`${company.phone} · ${company.email} · ${COMPANY_WEBSITE}`),
      textX,
      PAGE_MARGIN + 39,
      { lineBreak: false },
    );

    const rightWidth = 220;
    const rightX = pageWidth - PAGE_MARGIN - rightWidth;
    doc
      .fillColor(COLOURS.brand)
      .font(FONT_BOLD)
      .fontSize(16)
      .text('INVOICE', rightX, PAGE_MARGIN, { width: rightWidth, align: 'right' });
    doc
      .fillColor(COLOURS.ink)
      .font(FONT_BOLD)
      .fontSize(9)
      .text(data.invoiceNumber, rightX, PAGE_MARGIN + 20, { width: rightWidth, align: 'right' });
    doc.font(FONT).fontSize(8).fillColor(COLOURS.muted);
    doc.text(
      `Invoice date: ${formatDayMonthYear(data.invoiceDate)}   Due date: ${dueDate}`,
      rightX,
      PAGE_MARGIN + 31,
      {
        width: rightWidth,
        align: 'right',
      },
    );

    doc
      .font(FONT)
      .fontSize(7)
      .fillColor(COLOURS.muted)
      .text('BILL TO', PAGE_MARGIN, 58, { lineBreak: false });
    doc.font(FONT_BOLD).fontSize(10).fillColor(COLOURS.ink);
    doc.text(toWinAnsi(data.customerName), PAGE_MARGIN + 36, 56, {
      width: contentWidth - 36,
      height: 12,
      ellipsis: true,
    });
  }

  function drawTableHeader(y: number): number {
    doc.rect(PAGE_MARGIN, y, contentWidth, HEADER_ROW_HEIGHT).fill(COLOURS.brand);
    doc.font(FONT_BOLD).fontSize(BODY_SIZE).fillColor(COLOURS.white);
    let x = PAGE_MARGIN;
    for (const key of COLUMN_ORDER) {
      const column = COLUMNS[key];
      doc.text(column.title, x + CELL_PADDING_X, y + 5, {
        width: column.width - 2 * CELL_PADDING_X,
        align: column.align,
        lineBreak: false,
      });
      x += column.width;
    }
    return y + HEADER_ROW_HEIGHT;
  }

  function startPage(withTable: boolean): number {
    drawPageHeader();
    return withTable ? drawTableHeader(TABLE_TOP) : TABLE_TOP;
  }

  const lineHeight = (() => {
    doc.font(FONT).fontSize(BODY_SIZE);
    return doc.currentLineHeight(true);
  })();
  const maxCellHeight = MAX_CELL_LINES * lineHeight;

  /** Whether a cell's text fits on one line: then it skips pdfkit's (slower) line wrapping. */
  function fitsOneLine(text: string, column: Column): boolean {
    return !text.includes('\n') && doc.widthOfString(text) <= column.width - 2 * CELL_PADDING_X;
  }

  function cellHeight(text: string, column: Column): number {
    if (fitsOneLine(text, column)) return lineHeight;
    return Math.min(
      doc.heightOfString(text, { width: column.width - 2 * CELL_PADDING_X }),
      maxCellHeight,
    );
  }

  let y = startPage(true);
  data.lines.forEach((line, index) => {
    const cells: Record<ColumnKey, string> = {
      number: String(index + 1),
      date: line.date ? formatDayMonthYear(line.date) : NO_VALUE,
      item: toWinAnsi(line.item),
      remarks: toWinAnsi(orDash(line.remarks)),
      pricePkr: formatAmount(line.pricePkrMinor),
      priceEur: formatAmount(pkrToEurCents(line.pricePkrMinor, data.eurRate)),
    };
    doc.font(FONT).fontSize(BODY_SIZE);
    const rowHeight =
      Math.max(
        cellHeight(cells.item, COLUMNS.item),
        cellHeight(cells.remarks, COLUMNS.remarks),
        lineHeight,
      ) +
      2 * CELL_PADDING_Y;
    if (y + rowHeight > contentBottom) {
      doc.addPage();
      y = startPage(true);
    }
    if (index % 2 === 1) doc.rect(PAGE_MARGIN, y, contentWidth, rowHeight).fill(COLOURS.stripe);
    doc.font(FONT).fontSize(BODY_SIZE).fillColor(COLOURS.ink);
    let x = PAGE_MARGIN;
    for (const key of COLUMN_ORDER) {
      const column = COLUMNS[key];
      const innerWidth = column.width - 2 * CELL_PADDING_X;
      if (fitsOneLine(cells[key], column)) {
        const offset = column.align === 'right' ? innerWidth - doc.widthOfString(cells[key]) : 0;
        doc.text(cells[key], x + CELL_PADDING_X + offset, y + CELL_PADDING_Y, { lineBreak: false });
      } else {
        doc.text(cells[key], x + CELL_PADDING_X, y + CELL_PADDING_Y, {
          width: innerWidth,
          height: maxCellHeight,
          align: column.align,
          ellipsis: true,
        });
      }
      x += column.width;
    }
    y += rowHeight;
    doc
      .moveTo(PAGE_MARGIN, y)
      .lineTo(PAGE_MARGIN + contentWidth, y)
      .lineWidth(0.5)
      .stroke(COLOURS.line);
  });

  const totalRows: [label: string, value: string, emphasis: boolean][] = [
    ['Subtotal (PKR)', formatAmount(totals.subtotalMinor), false],
    [
      `Withholding tax (${WITHHOLDING_TAX_RATE * 100}%) (PKR)`,
      formatWholeAmount(totals.withholdingTaxMinor),
      false,
    ],
    ['Total (PKR)', formatAmount(totals.totalMinor), true],
    ['Total (EUR)', totalEur, true],
    ['Exchange rate (PKR per EUR)', formatExchangeRate(data.eurRate), false],
    ['Payment due date', dueDate, false],
  ];
  const totalRowHeight = 14;
  const totalsHeight = totalRows.length * totalRowHeight + 12;
  if (y + totalsHeight > contentBottom) {
    doc.addPage();
    y = startPage(false);
  }
  y += 10;
  const labelWidth = 170;
  const valueWidth = 90;
  const labelX = pageWidth - PAGE_MARGIN - valueWidth - labelWidth;
  for (const [label, value, emphasis] of totalRows) {
    if (emphasis)
      doc.rect(labelX, y - 3, labelWidth + valueWidth, totalRowHeight).fill(COLOURS.stripe);
    doc
      .font(emphasis ? FONT_BOLD : FONT)
      .fontSize(BODY_SIZE + 1)
      .fillColor(COLOURS.ink);
    doc.text(label, labelX + CELL_PADDING_X, y, {
      width: labelWidth - CELL_PADDING_X,
      lineBreak: false,
    });
    doc.text(value, labelX + labelWidth, y, {
      width: valueWidth - CELL_PADDING_X,
      align: 'right',
      lineBreak: false,
    });
    y += totalRowHeight;
  }

  const { company } = data;
  const footerLines = [
    `Please transfer the balance of EUR ${totalEur} without deduction by ${dueDate} to the account below, stating invoice number ${data.invoiceNumber}.`,
    `Bank: ${company.bank.bankName} · Account holder: ${company.bank.accountHolder} · IBAN: ${company.bank.iban} · BIC: ${company.bank.bic}`,
    `${company.legalName} · ${company.registerCourt}, ${company.registerNumber} · VAT ID ${company.vatId} · Managing ${company.managingDirectors.length > 1 ? 'directors' : 'director'}: ${company.managingDirectors.join(', ')}`,
  ].map(toWinAnsi);
  const pages = doc.bufferedPageRange();
  for (let page = pages.start; page < pages.start + pages.count; page += 1) {
    doc.switchToPage(page);
    // The footer sits inside the bottom margin; without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    const footerTop = doc.page.height - BOTTOM_MARGIN;
    doc
      .moveTo(PAGE_MARGIN, footerTop + 2)
      .lineTo(PAGE_MARGIN + contentWidth, footerTop + 2)
      .lineWidth(0.5)
      .stroke(COLOURS.line);
    doc.font(FONT_BOLD).fontSize(FOOTER_SIZE).fillColor(COLOURS.ink);
    doc.text(footerLines[0]!, PAGE_MARGIN, footerTop + 6, {
      width: contentWidth,
      lineBreak: false,
    });
    doc.font(FONT).fillColor(COLOURS.muted);
    doc.text(footerLines[1]!, PAGE_MARGIN, footerTop + 15, {
      width: contentWidth - (data.isExample ? 90 : 0),
      lineBreak: false,
    });
    if (data.isExample) {
      doc.font(FONT_BOLD).fillColor(COLOURS.warning);
      doc.text(EXAMPLE_BANK_DETAILS_MARKER, PAGE_MARGIN, footerTop + 15, {
        width: contentWidth,
        align: 'right',
        lineBreak: false,
      });
      doc.font(FONT).fillColor(COLOURS.muted);
    }
    doc.text(footerLines[2]!, PAGE_MARGIN, footerTop + 24, {
      width: contentWidth - 60,
      lineBreak: false,
    });
    doc.font(FONT_BOLD).fillColor(COLOURS.ink);
    doc.text(`Page ${page - pages.start + 1} of ${pages.count}`, PAGE_MARGIN, footerTop + 24, {
      width: contentWidth,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return finished;
}
