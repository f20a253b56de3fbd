import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CertificateItem, OrderItem } from '#shared/api/contract-accounts';
import { accountTexts } from '#shared/schemas/accounts';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Icon } from '../../../components/ui/icons';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useCertificates, useOrders } from '../api/history';
import { formatDate } from '../../../lib/dates';
import { formatAmount } from '../lib/format';
import { AccountFrame } from './account-frame';
import styles from './account.module.css';

/** /history (spec 01 §2): a Certificates table and an Order History table, each with its empty state. */
export function HistoryPage() {
  return (
    <AccountFrame title="History">
      <div className={styles.stack}>
        <CertificatesTable />
        <OrdersTable />
      </div>
    </AccountFrame>
  );
}

/**
 * A cell that names its column: on a phone the table's rows become cards, each value under its
 * column's name (account.module.css), so nothing is off screen and nothing scrolls sideways.
 */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return <td data-label={label}>{children}</td>;
}

/** One table of the page with its loading, failure and empty states. */
function TableCard<T>(props: {
  id: string;
  title: string;
  loading: string;
  empty: string;
  result: { data?: T[] | undefined; error?: unknown; mutate: () => unknown };
  head: string[];
  row: (item: T) => ReactNode;
}) {
  const { data, error, mutate } = props.result;
  return (
    <section className={styles.card} aria-labelledby={props.id}>
      <h2 id={props.id} className={styles.cardTitle}>
        {props.title}
      </h2>
      {error && !data ? (
        <ErrorAlert error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <SkeletonGroup label={props.loading}>
          <Skeleton height={40} />
          <Skeleton height={40} style={{ marginTop: 8 }} />
        </SkeletonGroup>
      ) : data.length === 0 ? (
        <p className={styles.empty}>{props.empty}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                {props.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{data.map(props.row)}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A short-lived file link; `about` tells screen readers which row's file it is. */
function DownloadLink({ href, label, about }: { href: string; label: string; about: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className={styles.linkInline}>
      <Icon name="download" size={16} />
      {label}
      <span className="visually-hidden"> {about}</span>
    </a>
  );
}

function CertificatesTable() {
  return (
    <TableCard
      id="certificates-title"
      title="Certificates"
      loading="Loading your certificates…"
      empty={accountTexts.noCertificates}
      result={useCertificates()}
      head={['Course', 'Certificate', 'Date', 'Download']}
      row={(cert) => <CertificateRow key={cert.cert_id} cert={cert} />}
    />
  );
}

function CertificateRow({ cert }: { cert: CertificateItem }) {
  return (
    <tr>
      <Cell label="Course">{cert.course_name}</Cell>
      <Cell label="Certificate">{cert.cert_name}</Cell>
      <Cell label="Date">{formatDate(cert.attempt_date)}</Cell>
      <Cell label="Download">
        {cert.cert_url ? (
          <DownloadLink href={cert.cert_url} label="Certificate" about={`for ${cert.course_name}`} />
        ) : (
          <span className={styles.muted}>Not ready yet</span>
        )}
      </Cell>
    </tr>
  );
}

function OrdersTable() {
  return (
    <TableCard
      id="orders-title"
      title="Order History"
      loading="Loading your orders…"
      empty={accountTexts.noOrders}
      result={useOrders()}
      head={['Product', 'Order id', 'Date', 'Amount', 'Bill']}
      row={(order) => <OrderRow key={order.order_id} order={order} />}
    />
  );
}

/**
 * 'Please update your Name here to generate your bill.' (spec 01 §5): a bill carries the buyer's name; the server says
 * which case applies.
 */
function OrderRow({ order }: { order: OrderItem }) {
  return (
    <tr>
      <Cell label="Product">{order.product_name}</Cell>
      <Cell label="Order id">
        <span className={styles.orderId}>{order.order_id}</span>
      </Cell>
      <Cell label="Date">{formatDate(order.ordered_at)}</Cell>
      <Cell label="Amount">{formatAmount(order.amount, order.currency)}</Cell>
      <Cell label="Bill">
        {order.bill ? (
          <DownloadLink href={order.bill} label="Bill" about={`for order ${order.order_id}`} />
        ) : order.bill_status === 'name_needed' ? (
          <Link to={paths.profile}>{accountTexts.nameNeededForBill}</Link>
        ) : (
          <span className={styles.muted}>{accountTexts.billNotGenerated}</span>
        )}
      </Cell>
    </tr>
  );
}
