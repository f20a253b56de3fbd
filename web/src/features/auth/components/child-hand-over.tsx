import { useEffect, useRef } from 'react';
import { matchPath, useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { paths } from '../../../config/paths';
import { safeReturnPath } from '../../../lib/destinations';
import { useAction } from '../../../hooks/use-action';
import { startActingForChild } from '../api/child-token';
import styles from './auth.module.css';
import { Waiting } from './waiting';

/** A sign-in page's `return_path`, and the child whose dashboard it is, if it is one. */
export function returnTarget(search: string): { returnPath: string | undefined; childId: string | undefined } {
  const returnPath = safeReturnPath(new URLSearchParams(search).get('return_path'));
  const childId = returnPath
    ? matchPath(paths.childDashboard, new URL(returnPath, 'http://x').pathname)?.params.id
    : undefined;
  return { returnPath, childId };
}

/** Gets the child token for a signed-in parent, then opens the child's dashboard (spec 01 §2, §4). */
export function ChildHandOver({ childId, returnPath }: { childId: string; returnPath: string }) {
  const navigate = useNavigate();
  const { run, error } = useAction(startActingForChild);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice in development
    started.current = true;
    void run(childId).then((done) => {
      if (done) void navigate(returnPath, { replace: true });
    });
  }, [run, childId, navigate, returnPath]);

  if (!error) return <Waiting label="Opening your child's dashboard…" />;
  return (
    <div className={styles.stack}>
      <ErrorAlert error={error} />
      <ButtonLink to={paths.parentDashboard}>Go to Child Profiles</ButtonLink>
    </div>
  );
}
