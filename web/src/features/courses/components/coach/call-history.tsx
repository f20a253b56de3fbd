import type { ApiResponse } from '../../../../lib/api-client';
import { callTime } from '../../../../components/booking/times';
import styles from './coach.module.css';
// The shared table: on a phone each row reads as labelled lines (its data-label).
import tableStyles from '../../../../components/ui/table.module.css';

/**
 * Spec 02 §3 call history: call time 'start to end', status, type, link, recording, audio files (the
 * server gives the recording only once the call has begun), and the coach's feedback link once it is over.
 */
export function CallHistory({ courseId, result }: { courseId: number; result: ApiResponse<'coachCallHistory'> }) {
  const rows = (result.data ?? []).filter((r) => r.course_id === courseId);
  return (
    <div>
      <h3 className={styles.title}>Call history</h3>
      {!result.data ? null : rows.length === 0 ? (
        <p className={styles.muted}>Calls has not been scheduled yet</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={tableStyles.table}>
            <thead>
              <tr>
                <th scope="col">Call time</th>
                <th scope="col">Status</th>
                <th scope="col">Type</th>
                <th scope="col">Link</th>
                <th scope="col">Recording</th>
                <th scope="col">Audio files</th>
                <th scope="col">Feedback</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.schedule_id}>
                  <td data-label="Call time">{callTime(r.start, r.end)}</td>
                  <td data-label="Status">{r.call_status || 'Upcoming'}</td>
                  <td data-label="Type">{r.call_type}</td>
                  <td data-label="Link">
                    {r.call_url ? (
                      <a href={r.call_url} target="_blank" rel="noreferrer">
                        Join
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td data-label="Recording">
                    {r.call_recording ? (
                      <a href={r.call_recording} target="_blank" rel="noreferrer">
                        Watch
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td data-label="Audio files">
                    {/* One child per cell, so the narrow layout keeps the links on the label's line. */}
                    <span>
                      {r.audio_files
                        ? r.audio_files.split(',').map((f, i) => (
                            <a key={f} href={f} target="_blank" rel="noreferrer">
                              Audio {i + 1}{' '}
                            </a>
                          ))
                        : '—'}
                    </span>
                  </td>
                  <td data-label="Feedback">
                    {r.feedback_url ? (
                      <a href={r.feedback_url} target="_blank" rel="noreferrer">
                        Give feedback
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
