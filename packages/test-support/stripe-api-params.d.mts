/** A parameter's shape: 1 a scalar, [node] an array, { key: node } a hash ('*': any key). */
export type StripeParamNode = 1 | [StripeParamNode] | { [key: string]: StripeParamNode };

export interface StripeApiParams {
  /** The API version the SDK pins. */
  apiVersion: string;
  /** 'POST /v1/payment_intents' → the SDK's params type, its required top-level names and its parameters. */
  endpoints: Record<string, { type: string; required: string[]; params: StripeParamNode }>;
}

/** The parameters of each endpoint the stand-in serves, read from the pinned SDK's types (a few seconds). */
export function stripeParamsFromSdk(): StripeApiParams;
