import { vi } from 'vitest';

type Listener = ((event: ProgressEvent) => void) | null;

/** One upload the page sent, which the test answers when it likes. */
export class FakeUploadRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: Listener } = { onprogress: null };
  onload: Listener = null;
  onerror: Listener = null;
  onabort: Listener = null;

  constructor(private readonly sent: FakeUploadRequest[]) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: FormData) {
    this.body = body;
    this.sent.push(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }

  /** The files of the multipart body. */
  files(): File[] {
    return (this.body?.getAll('files') ?? []) as File[];
  }

  reportProgress(loaded: number, total: number) {
    this.upload.onprogress?.(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Error';
    this.responseText = JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }

  failNetwork() {
    this.onerror?.(new ProgressEvent('error'));
  }
}

/**
 * Replaces XMLHttpRequest (the uploads use it for their progress). With `answer`, every upload is
 * answered on the next tick with its status and body; without, the test answers each itself.
 */
export function fakeUploadRequests(
  answer?: (request: FakeUploadRequest) => { status: number; body: unknown },
) {
  const sent: FakeUploadRequest[] = [];
  class AutoRequest extends FakeUploadRequest {
    constructor() {
      super(sent);
    }

    override send(body: FormData) {
      super.send(body);
      if (!answer) return;
      setTimeout(() => {
        const { status, body: reply } = answer(this);
        this.reportProgress(1, 1);
        this.respond(status, reply);
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', AutoRequest);
  return {
    sent,
    /** The latest upload the page sent. */
    latest: () => sent.at(-1),
  };
}
