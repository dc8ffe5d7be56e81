import { GlobalWorkerOptions, getDocument, type PDFDocumentLoadingTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// The worker is one of our own hashed assets: the CSP's worker-src allows only our origin.
GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Opens a PDF from its bytes (a copy: pdf.js hands them to its worker). `isEvalSupported: false`:
 * pdf.js would otherwise compile font programs with `new Function`, which the CSP forbids.
 */
export function openPdf(bytes: ArrayBuffer): PDFDocumentLoadingTask {
  return getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false });
}

export type { PDFDocumentProxy } from 'pdfjs-dist';
