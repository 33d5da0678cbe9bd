import { itAccount } from '../../i18n/it-account';
import { LoadFailedStatus, LoadingStatus } from '../../components/PageStatus';
import { usePageTitle } from '../../lib/use-page-title';
import { useAccountQuery } from './api/account-query';
import { AccountDataForm } from './components/AccountDataForm';
import { PasswordChangeForm } from './components/PasswordChangeForm';
import { ApiKeysSection } from './components/ApiKeysSection';
import { itApiKeys } from '../../i18n/it-api-keys';
import styles from './MyAccountPage.module.css';

const t = itAccount.account;

/** /my-account: the accordion of storefront-core §2, 1) data and photo, 2) password; 3) API keys. */
export function MyAccountPage() {
  usePageTitle(t.title);
  const [{ data, fetching, error }, refetch] = useAccountQuery();
  const account = data?.account;
  const again = () => refetch({ requestPolicy: 'network-only' });

  return (
    <section className={`page container ${styles.page}`}>
      <h1 className="page-title">{t.title}</h1>
      {!account ? (
        fetching || !error ? (
          <LoadingStatus text={t.loading} />
        ) : (
          <LoadFailedStatus text={t.loadFailed} onRetry={again} />
        )
      ) : (
        <div className={styles.accordion}>
          <details className={styles.section} open>
            <summary className={styles.summary}>
              <span className={styles.number} aria-hidden="true">
                1
              </span>
              {t.dataSection}
            </summary>
            {/* Keyed by the saved data, so that a new login shows the form filled afresh. */}
            <AccountDataForm key={`${account.username}:${account.phone}:${account.email}`} account={account} onPhotoChanged={again} />
          </details>
          <details className={styles.section}>
            <summary className={styles.summary}>
              <span className={styles.number} aria-hidden="true">
                2
              </span>
              {t.passwordSection}
            </summary>
            <div className={styles.sectionBody}>
              <PasswordChangeForm />
            </div>
          </details>
          <details className={styles.section}>
            <summary className={styles.summary}>
              <span className={styles.number} aria-hidden="true">
                3
              </span>
              {itApiKeys.section}
            </summary>
            <ApiKeysSection />
          </details>
        </div>
      )}
    </section>
  );
}
