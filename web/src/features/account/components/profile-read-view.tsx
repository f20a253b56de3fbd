import type { ProfileData } from '#shared/api/contract-accounts';
import { genders } from '#shared/schemas/accounts';
import { Icon } from '../../../components/ui/icons';
import styles from './account.module.css';

/** The profile's read view (spec 01 §2): what is on record, with "Not added" for the gaps. */
export function ProfileReadView({ data }: { data: ProfileData }) {
  const p = data.user_profile;
  const none = <span className={styles.muted}>Not added</span>;
  const phone = data.phone ?? p.phone;
  const purpose = p.primaryPurpose === 'Others' ? p.primaryPurposeOther : p.primaryPurpose;
  const facts = [
    { label: 'Full name', value: data.full_name ?? p.fullName },
    { label: 'E-mail', value: data.email ?? p.email },
    {
      label: 'Mobile number',
      value: phone ? (
        <>
          {phone}
          {p.isMobVerified ? (
            <span className={styles.badge}>
              <Icon name="check" size={14} />
              Verified
            </span>
          ) : null}
        </>
      ) : null,
    },
    { label: 'Age', value: p.age === null ? null : String(p.age) },
    { label: 'Gender', value: p.gender ? genders[p.gender] : null },
    { label: 'About you', value: p.userType },
    { label: 'Your goal', value: purpose },
    {
      label: 'Children',
      value: p.isParent ? (p.childrenAge ? `Ages ${p.childrenAge.split(',').join(', ')}` : 'Yes') : 'No',
    },
    { label: 'WhatsApp updates', value: p.receiveWhatsappNotification ? p.whatsappNumber || 'Yes' : 'No' },
    { label: 'Course news', value: p.isSubscribe ? 'Subscribed' : 'Not subscribed' },
    ...(data.org_name ? [{ label: 'Organisation', value: data.org_name }] : []),
  ];
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value || none}</dd>
        </div>
      ))}
    </dl>
  );
}
