// The boarding-pass QR's encoding off the main thread (issue #25 §3): `qrcode` spends 250–500 ms of
// a throttled phone's main thread on a long JWS (bench/README.md, _Where the main-thread time went_),
// one task React cannot slice. This worker receives the text and answers `qrSvgPath(text)`.
import { qrSvgPath } from '../../lib/qr';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage: (message: ReturnType<typeof qrSvgPath>) => void;
};
scope.onmessage = (event) => scope.postMessage(qrSvgPath(event.data));
