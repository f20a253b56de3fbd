/** What the certificates area lets other areas use: a child's olympiad certificate (family's child score). */
export { participationCertificate } from './participation';
