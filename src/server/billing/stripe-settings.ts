/** What the service needs of Stripe: the API key and the signing secret of its webhook endpoint. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
}
