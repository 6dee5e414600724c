import { vi } from 'vitest';

/** One upload the page sent through XMLHttpRequest, driven by the test. */
export interface StubbedUpload {
  method: string;
  url: string;
  body: FormData;
  withCredentials: boolean;
  headers: Record<string, string>;
  /** Reports `percent` of the body as sent. */
  progress: (percent: number) => void;
  /** Answers the request; objects are sent as JSON. */
  respond: (status: number, body?: unknown) => void;
  /** The connection failed before an answer. */
  fail: () => void;
  aborted: boolean;
}

export interface StubReply {
  status: number;
  body?: unknown;
}

/**
 * Replaces XMLHttpRequest (used for uploads with a progress bar; fetch has none). With `reply`, every
 * request is answered on the next tick; without it the test answers each one through `uploads`.
 */
export function stubXhr(reply?: (upload: StubbedUpload) => StubReply) {
  const uploads: StubbedUpload[] = [];

  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    abort() {
      const sent = uploads.find((u) => (u as StubbedUpload & { xhr?: FakeXhr }).xhr === this);
      if (sent) sent.aborted = true;
      this.onabort?.();
    }

    send(body: FormData) {
      const upload: StubbedUpload & { xhr: FakeXhr } = {
        xhr: this,
        method: this.method,
        url: this.url,
        body,
        withCredentials: this.withCredentials,
        headers: { ...this.headers },
        aborted: false,
        progress: (percent) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 } as ProgressEvent),
        respond: (status, answer) => {
          this.status = status;
          this.statusText = status >= 400 ? 'Error' : 'OK';
          this.responseText = answer === undefined ? '' : typeof answer === 'string' ? answer : JSON.stringify(answer);
          this.onload?.();
        },
        fail: () => this.onerror?.(),
      };
      uploads.push(upload);
      if (reply) {
        setTimeout(() => {
          const { status, body: answer } = reply(upload);
          upload.respond(status, answer);
        }, 0);
      }
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { uploads };
}
