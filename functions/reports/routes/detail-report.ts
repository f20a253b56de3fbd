import { http, ok } from '../../lib/http';
import { detailReport } from '../detail-report';

/** GET v1/detailreport (spec 02 §7): `data.file_url`, the PDF report of the latest test, opened in a new tab. */
export const handler = http('detailReport', async ({ caller }) => ok(await detailReport(caller.userId)));
