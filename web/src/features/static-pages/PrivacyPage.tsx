import { it } from '../../i18n/it';
import { itContent } from '../../i18n/it-content';
import { LoadingStatus } from '../../components/PageStatus';
import { usePageTitle } from '../../lib/use-page-title';
import { useStaticCompanyQuery } from './api/static-pages-api';
import styles from './StaticPage.module.css';

const t = itContent.privacy;

/** /privacy-policy: the privacy notice (ordering-and-backoffice §2), with the company's own data. */
export function PrivacyPage() {
  usePageTitle(t.title);
  const [{ data }] = useStaticCompanyQuery();
  const company = data?.tenant.company;
  const contact = company?.emails[0];
  return (
    <section className={`page container ${styles.page}`}>
      <h1 className="page-title">{t.title}</h1>
      <div className={styles.section}>
        <h2>{t.controllerTitle}</h2>
        {company ? <p>{t.controller(company.legalName, company.legalAddress, company.vatNumber)}</p> : <LoadingStatus text={it.app.loading} />}
      </div>
      <div className={styles.section}>
        <h2>{t.contactTitle}</h2>
        <p>
          {t.contact} {contact ? <a href={contact.href}>{contact.value}</a> : '…'}
        </p>
      </div>
      <div className={styles.section}>
        <h2>{t.dataTitle}</h2>
        <p>{t.data}</p>
      </div>
      <div className={styles.section}>
        <h2>{t.retentionTitle}</h2>
        <p>{t.retention}</p>
      </div>
      <div className={styles.section}>
        <h2>{t.rightsTitle}</h2>
        <p>{t.rights}</p>
      </div>
      <div className={styles.section}>
        <h2>{t.adultsTitle}</h2>
        <p>{t.adults}</p>
      </div>
    </section>
  );
}
