/** An answer the gateway sends as is: HTTP status plus JSON body. */
export class GatewayHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown> & { message: string },
  ) {
    super(body.message);
  }
}

export function serviceUnavailable(service: string): GatewayHttpError {
  const name = service.charAt(0).toUpperCase() + service.slice(1);
  return new GatewayHttpError(503, {
    status: 503,
    code: 'SERVICE_UNAVAILABLE',
    message: `${name} service is unavailable, please try again`,
  });
}
