import { ChevronLeft, ChevronRight, Maximize2, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { MediaEntity } from '@app/shared/media';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useResumeBytes } from '../api/get-resume-bytes';
import type { PDFDocumentProxy } from './pdf-document';

/** Zoom steps as a share of the page's own width; "Fit width" follows the viewer's width. */
const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export const RESUME_LOAD_FAILED = 'The resume could not be shown. Download it instead.';

type Zoom = 'fit' | number;

/** The viewer's width, kept up to date as the window or the layout changes. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** Opens the PDF with pdf.js, loaded only now (its own chunk, with its worker). */
function usePdfDocument(bytes: ArrayBuffer | undefined) {
  const [document, setDocument] = useState<PDFDocumentProxy>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!bytes) return;
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    import('./pdf-document')
      .then(({ openPdf }) => {
        if (cancelled) return undefined;
        const task = openPdf(bytes);
        destroy = () => task.destroy();
        return task.promise;
      })
      .then((opened) => {
        if (!cancelled && opened) setDocument(opened);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [bytes]);
  return { document, failed };
}

/** Draws one page on the canvas at the zoom (sharp on high-density screens). */
function usePageCanvas(
  document: PDFDocumentProxy | undefined,
  pageNumber: number,
  zoom: Zoom,
  width: number,
) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!document || !canvas || width === 0) return;
    let cancelled = false;
    let cancelRender: (() => void) | undefined;
    document
      .getPage(pageNumber)
      .then((page) => {
        if (cancelled) return undefined;
        const natural = page.getViewport({ scale: 1 });
        const scale = zoom === 'fit' ? width / natural.width : zoom;
        const viewport = page.getViewport({ scale });
        const density = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * density);
        canvas.height = Math.floor(viewport.height * density);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        const task = page.render({
          canvas,
          viewport,
          transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0],
        });
        cancelRender = () => task.cancel();
        return task.promise;
      })
      .then(() => {
        if (!cancelled) canvas.dataset.renderedPage = String(pageNumber);
      })
      .catch((error: unknown) => {
        if (!cancelled && (error as Error).name !== 'RenderingCancelledException') setFailed(true);
      });
    return () => {
      cancelled = true;
      cancelRender?.();
    };
  }, [document, pageNumber, zoom, width]);
  return { canvasRef, failed };
}

/**
 * A resume shown in the page with pdf.js: page by page, zoomed in steps or fitted to the width.
 * The PDF is fetched with the Staff token (the file is private) and drawn on a canvas.
 */
export function ResumeViewer({ file }: { file: MediaEntity }) {
  const bytes = useResumeBytes(file);
  const { document, failed: openFailed } = usePdfDocument(bytes.data);
  const frameRef = useRef<HTMLDivElement>(null);
  const width = useWidth(frameRef);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const { canvasRef, failed: renderFailed } = usePageCanvas(document, pageNumber, zoom, width);
  const pageCount = document?.numPages ?? 0;
  const name = file.attributes.name;

  // The zoom a step starts from: "fit" is whatever share of the page the width gives.
  const [fitScale, setFitScale] = useState(1);
  useEffect(() => {
    if (!document || width === 0) return;
    void document
      .getPage(1)
      .then((page) => setFitScale(width / page.getViewport({ scale: 1 }).width));
  }, [document, width]);
  const currentScale = zoom === 'fit' ? fitScale : zoom;
  const zoomOut = ZOOM_STEPS.filter((step) => step < currentScale - 0.01).at(-1);
  const zoomIn = ZOOM_STEPS.find((step) => step > currentScale + 0.01);

  if (bytes.isError || openFailed || renderFailed) {
    return <Alert tone="error">{RESUME_LOAD_FAILED}</Alert>;
  }
  return (
    <div className="resume-viewer">
      <div className="resume-viewer__toolbar" role="toolbar" aria-label={`Resume ${name}`}>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Previous page"
          disabled={pageNumber <= 1}
          onClick={() => setPageNumber((page) => page - 1)}
        >
          <ChevronLeft aria-hidden="true" size={16} />
        </Button>
        <span className="resume-viewer__page" aria-live="polite">
          {pageCount > 0 ? `Page ${pageNumber} of ${pageCount}` : 'Loading…'}
        </span>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Next page"
          disabled={pageNumber >= pageCount}
          onClick={() => setPageNumber((page) => page + 1)}
        >
          <ChevronRight aria-hidden="true" size={16} />
        </Button>
        <span className="resume-viewer__spacer" />
        <Button
          variant="secondary"
          size="sm"
          aria-label="Zoom out"
          disabled={zoomOut === undefined}
          onClick={() => zoomOut !== undefined && setZoom(zoomOut)}
        >
          <ZoomOut aria-hidden="true" size={16} />
        </Button>
        <span className="resume-viewer__zoom">{Math.round(currentScale * 100)}%</span>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Zoom in"
          disabled={zoomIn === undefined}
          onClick={() => zoomIn !== undefined && setZoom(zoomIn)}
        >
          <ZoomIn aria-hidden="true" size={16} />
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={zoom === 'fit'}
          onClick={() => setZoom('fit')}
        >
          <Maximize2 aria-hidden="true" size={16} />
          Fit width
        </Button>
      </div>
      <div
        ref={frameRef}
        className="resume-viewer__frame"
        role="region"
        aria-label={`Resume pages of ${name}`}
        // A zoomed page scrolls inside this box: it takes focus so that the keyboard scrolls it
        // too (WCAG 2.1.1; axe's scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <canvas
          ref={canvasRef}
          className="resume-viewer__canvas"
          role="img"
          aria-label={`Page ${pageNumber} of ${name}`}
        />
      </div>
    </div>
  );
}
