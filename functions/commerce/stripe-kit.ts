/**
 * The official `stripe` package, in one module so it ships as its own file (`stripe-kit.mjs`) beside
 * the payment functions' bundles and is parsed only when a dollar payment is made (about 450 KB;
 * lib/import-beside.ts).
 */
export { default as Stripe } from 'stripe';
