/**
 * Stands in for `@aws-sdk/credential-provider-node` in Lambda bundles (an esbuild alias in
 * infra/constructs/bundling.ts). Lambda always hands a function its role's credentials in
 * environment variables, so the default chain's SSO, INI, process, web-identity and IMDS providers
 * (and the STS and SSO clients they bundle, about 130 KB) can never be used there.
 */
export { fromEnv as defaultProvider } from '@aws-sdk/credential-provider-env';
