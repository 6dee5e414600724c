/** A request/reply pair of the contract map. */
export interface Rpc<Req, Res> {
  request: Req;
  response: Res;
}
