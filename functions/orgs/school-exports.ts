import type { ClassResultRow, ClassTest } from '#shared/api/contract-schools';
import { GetObjectCommand, s3 } from '../lib/s3';
import { config } from '../lib/config';
import { ZipUpload } from '../lib/zip-upload';
import { scoreSchema } from '../core/attempts/score-history';
import { OLYMPIAD_COURSE_ID } from '../core/catalogue';
import { certificateSchema } from '../core/certificate-record';
import { classPercentile } from '../core/class-scores';
import { getUser } from '../core/users';
import { prefixes } from '../data/keys';
import { userItems } from '../lib/user-items';
import { participationCertificate } from '../certificates/facade';
import { chosenTest, classTests, resultRows } from './class-results';
import { classChildren, classSchema, type SchoolClass } from './classes';
import type { ExportJob } from './export-job';
import { classStore } from './store';

/**
 * A school's exports (docs/organisations.md, "Class results"), built by the export job: the results of one of
 * the olympiad's tests for one class or the whole school, class after class (a school of 1,200 children is
 * 3,600 small reads, well inside the job's time), and one class's certificates of participation as a ZIP.
 */
type Row = Array<string | number | null>;

const STATUS: Record<ClassResultRow['status'], string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  finished: 'Finished',
};

export async function resultsFile(job: ExportJob): Promise<{ header: string[]; rows: Row[] }> {
  const test = chosenTest(await classTests(), job.test);
  const classes = job.classId ? [await oneClass(job)] : await schoolClasses(job.orgId);
  const rows: Row[] = [];
  for (const klass of classes) rows.push(...(await resultRows(klass, test)).map((r) => resultLine(klass, test, r)));
  return {
    header: [
      'Class',
      'Section',
      'Name',
      'Login id',
      'Test',
      'Status',
      'Score %',
      'Level',
      'Reading',
      'Writing',
      'Listening',
      'Speaking',
      'Percentile',
      'Finished at',
    ],
    rows,
  };
}

function resultLine(klass: SchoolClass, test: ClassTest, r: ClassResultRow): Row {
  const l = r.levels;
  return [
    klass.grade,
    klass.section,
    r.name,
    r.login_id,
    test.name,
    STATUS[r.status],
    r.score_percent,
    l.overall,
    l.reading,
    l.writing,
    l.listening,
    l.speaking,
    r.percentile,
    r.finished_at,
  ];
}

/**
 * The class's certificates of participation, one PDF a child who finished the final test, in a ZIP. A
 * certificate nobody has looked at yet is made now, as a parent's or a child's first look makes it
 * (decision 0840). Answers how many certificates the ZIP holds.
 */
export async function certificatesZip(job: ExportJob, key: string, fileName: string): Promise<number> {
  const klass = await oneClass(job);
  const { element_id: finalId } = chosenTest(await classTests(), undefined);
  const zip = new ZipUpload(key, fileName);
  await zip.start();
  let count = 0;
  try {
    for (const child of await classChildren(klass)) {
      const fileKey = await certificateOf(child.childId, klass.grade, finalId, job.siteUrl ?? '');
      if (!fileKey) continue;
      const object = await s3().send(new GetObjectCommand({ Bucket: config().bucket('generated'), Key: fileKey }));
      await zip.addStored(`${safeName(child.name)} - ${child.loginId}.pdf`, await object.Body!.transformToByteArray());
      count += 1;
    }
    await zip.finish();
    return count;
  } catch (error) {
    await zip.abort();
    throw error;
  }
}

/** The file of the child's olympiad certificate, made from the latest final test if it is not yet; none if not sat. */
async function certificateOf(childId: string, grade: number, finalId: number, siteUrl: string) {
  const [certificates, scores] = await Promise.all([
    userItems(childId, prefixes.certificate, certificateSchema),
    userItems(childId, prefixes.scoreHistory, scoreSchema),
  ]);
  const made = certificates.filter((c) => c.courseId === OLYMPIAD_COURSE_ID && c.fileKey).pop();
  if (made) return made.fileKey;
  const sitting = scores.filter((s) => s.courseId === OLYMPIAD_COURSE_ID && s.elementId === finalId).pop();
  const child = sitting?.levels.o_level ? await getUser(childId) : undefined;
  if (!sitting || !child || child.deletedAt) return undefined;
  const rank = await classPercentile(grade, sitting.levels.o_level!);
  return (await participationCertificate(child, sitting, { percentile: rank.percentile, grade }, siteUrl)).fileKey;
}

/** A file name from a child's name: the letters the registration allowed, nothing a file system reads otherwise. */
const safeName = (name: string): string => name.replace(/[^\p{L}\p{M} .'-]/gu, '').trim() || 'Child';

async function oneClass(job: ExportJob): Promise<SchoolClass> {
  const klass = await classStore.read(job.orgId, job.classId!, classSchema);
  if (!klass) throw new Error(`class ${job.classId} of ${job.orgId} is gone`);
  return klass;
}

async function schoolClasses(orgId: string): Promise<SchoolClass[]> {
  const classes = await classStore.list(orgId, classSchema);
  return classes.sort((a, b) => a.grade - b.grade || a.section.localeCompare(b.section));
}
