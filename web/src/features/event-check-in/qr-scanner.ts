/** Reads QR codes from the camera: the browser's BarcodeDetector where it has one, else jsQR, loaded only here. */

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = (new (options: { formats: string[] }) => BarcodeDetectorLike) & {
  getSupportedFormats(): Promise<string[]>;
};

export type QrReader = (video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>;

async function barcodeDetectorReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
  } catch {
    return null;
  }
  const detector = new Detector({ formats: ['qr_code'] });
  return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
}

async function jsQrReader(): Promise<QrReader> {
  const { default: jsQR } = await import('jsqr');
  return (video, canvas) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!width || !height) return Promise.resolve(null);
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return Promise.resolve(null);
    context.drawImage(video, 0, 0, width, height);
    const image = context.getImageData(0, 0, width, height);
    return Promise.resolve(jsQR(image.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null);
  };
}

/** The reader this browser can use. */
export async function qrReader(): Promise<QrReader> {
  return (await barcodeDetectorReader()) ?? jsQrReader();
}

/** The back camera, as a phone at a door holds it. */
export function openCamera(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
}
