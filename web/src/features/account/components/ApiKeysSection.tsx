import { useId, useState } from 'react';
import { itApiKeys } from '../../../i18n/it-api-keys';
import { itAccount } from '../../../i18n/it-account';
import { LoadFailedStatus, LoadingStatus } from '../../../components/PageStatus';
import { ModalDialog } from '../../../components/ModalDialog';
import { TextField } from '../../../components/TextField';
import { reportRequestError } from '../../../lib/mutation-outcome';
import { notifySuccess } from '../../../lib/notify';
import { useRefusalForm } from '../../../lib/refusal-form';
import { useApiKeyCreateMutation, useApiKeyRevokeMutation, useApiKeysQuery } from '../api/api-keys';
import styles from './ApiKeysSection.module.css';

const t = itApiKeys;
type Values = { name: string };
const FIELDS = ['name'] as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The new key's secret, shown this once with a copy button. */
function NewKeySecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className={styles.secret} role="status">
      <p className={styles.warning}>{t.copyNow}</p>
      <code className={styles.key} data-testid="api-key-secret">
        {secret}
      </code>
      <div className={styles.actions}>
        <button type="button" className="btn btn--primary" onClick={copy}>
          {t.copy}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          {t.close}
        </button>
      </div>
      {copied !== 'no' && <p aria-live="polite">{copied === 'yes' ? t.copied : t.copyFailed}</p>}
    </div>
  );
}

/** Section 3 of my account: the viewer's API keys, to create, see and revoke. */
export function ApiKeysSection() {
  const [{ data, fetching, error }, refetch] = useApiKeysQuery();
  const [{ fetching: creating }, create] = useApiKeyCreateMutation();
  const [, revoke] = useApiKeyRevokeMutation();
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const titleId = useId();
  const { id, register, handleSubmit, reset, errors, settle } = useRefusalForm<Values>({ name: '' }, FIELDS);
  const again = () => refetch({ requestPolicy: 'network-only' });

  const submit = async (values: Values) => {
    const result = await create({ input: values });
    if (result.error) return reportRequestError(result.error);
    const payload = result.data?.apiKeyCreate;
    if (!payload || !settle(payload.userErrors)) return;
    setSecret(payload.key ?? null);
    reset();
    again();
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    const result = await revoke({ input: { id: revoking.id } });
    setRevoking(null);
    if (result.error) return reportRequestError(result.error);
    if (result.data?.apiKeyRevoke.revokedId) notifySuccess(t.revoked);
    again();
  };

  const keys = data?.me?.apiKeys;
  return (
    <div className={styles.body}>
      <p>{t.intro}</p>
      <form noValidate onSubmit={handleSubmit(submit)} aria-busy={creating} className={`form ${styles.create}`}>
        <TextField
          id={`${id}-name`}
          label={t.name}
          placeholder={t.namePlaceholder}
          maxLength={60}
          registration={register('name', { required: itAccount.required })}
          error={errors.name}
        />
        <button type="submit" className="btn btn--primary" disabled={creating}>
          {creating ? t.creating : t.create}
        </button>
      </form>
      {secret && <NewKeySecret secret={secret} onDone={() => setSecret(null)} />}
      {!keys ? (
        fetching || !error ? (
          <LoadingStatus text={t.loading} />
        ) : (
          <LoadFailedStatus text={t.loadFailed} onRetry={again} />
        )
      ) : keys.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.createdAt}</th>
              <th scope="col">{t.lastUsedAt}</th>
              <th scope="col">
                <span className="visually-hidden">{t.revoke}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key.id}>
                <th scope="row">{key.name}</th>
                <td>{when(key.createdAt)}</td>
                <td>{key.lastUsedAt ? when(key.lastUsedAt) : t.neverUsed}</td>
                <td>
                  <button type="button" className="btn" aria-label={`${t.revoke} ${key.name}`} onClick={() => setRevoking(key)}>
                    {t.revoke}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {revoking && (
        <ModalDialog className="modal" aria-labelledby={titleId} onClose={() => setRevoking(null)}>
          <p id={titleId}>{t.revokeConfirm(revoking.name)}</p>
          <div className={styles.actions}>
            <button type="button" className="btn btn--primary" onClick={confirmRevoke}>
              {t.revoke}
            </button>
            <button type="button" className="btn" onClick={() => setRevoking(null)}>
              {itApiKeys.keep}
            </button>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}
