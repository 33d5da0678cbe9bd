import { it } from '../../i18n/it';
import { itAccount } from '../../i18n/it-account';
import { LoadFailedStatus, LoadingStatus } from '../../components/PageStatus';
import { usePageTitle } from '../../lib/use-page-title';
import { useContactCompanyQuery, type CompanyContacts } from './api/contact-api';
import { ContactForm } from './components/ContactForm';
import { StaticMap } from './components/StaticMap';
import styles from './ContactPage.module.css';

const t = itAccount.contact;

function ContactList({ title, items }: { title: string; items: CompanyContacts['phones'] }) {
  if (items.length === 0) return null;
  return (
    <div className={styles.block}>
      <h2 className={styles.blockTitle}>{title}</h2>
      <ul className={styles.list}>
        {items.map((c) => (
          <li key={c.href}>
            <span className="muted">{c.label}: </span>
            <a href={c.href} {...(c.href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {c.value}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /contact: the company's phones, messaging, social links, mails, address, hours, map and the form. */
export function ContactPage() {
  usePageTitle(t.title);
  const [{ data, fetching, error }, refetch] = useContactCompanyQuery();
  const company = data?.tenant.company;

  return (
    <section className={`page container ${styles.page}`}>
      <h1 className="page-title">{t.title}</h1>
      <p className="muted">{t.intro}</p>
      <div className={styles.layout}>
        <div className={styles.info}>
          {!company ? (
            fetching || !error ? (
              <LoadingStatus text={it.app.loading} />
            ) : (
              <LoadFailedStatus text={t.loadFailed} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
            )
          ) : (
            <>
              <ContactList title={t.phones} items={company.phones} />
              <ContactList title={t.messaging} items={company.messaging} />
              <ContactList title={t.emails} items={company.emails} />
              <ContactList title={t.socials} items={company.socials} />
              <div className={styles.block}>
                <h2 className={styles.blockTitle}>{t.legalAddress}</h2>
                <address className={styles.address}>
                  {company.legalName}
                  <br />
                  {company.legalAddress}
                  <br />
                  {t.vatNumber} {company.vatNumber}
                </address>
                {company.operatingAddress && (
                  <p>
                    <span className="muted">{t.operatingAddress}: </span>
                    {company.operatingAddress}
                  </p>
                )}
              </div>
              <div className={styles.block}>
                <h2 className={styles.blockTitle}>{t.hours}</h2>
                <ul className={styles.list}>
                  {company.hours.map((h) => (
                    <li key={h}>{h}</li>
                  ))}
                </ul>
              </div>
              <StaticMap address={company.legalAddress} linkUrl={company.map.linkUrl} />
            </>
          )}
        </div>
        <div className={styles.formColumn}>
          <h2 className={styles.blockTitle}>{t.formTitle}</h2>
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
