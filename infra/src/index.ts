export * from './runner/local-servers';
export * from './runner/nats-authorization';
export * from './runner/runner.config';
export * from './runner/service-process';
export * from './runner/stack';
export * from './stand-ins/mail-catcher';
export * from './stand-ins/razorpay-sandbox';
export * from './stand-ins/s3-server';
