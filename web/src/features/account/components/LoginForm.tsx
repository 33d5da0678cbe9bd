import { useId } from 'react';
import { ShopLink } from '../../../components/ShopLink';
import { useForm } from 'react-hook-form';
import { itLogin } from '../../../i18n/it-account-login';
import { paths } from '../../../lib/paths';

export interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

interface LoginFormProps {
  busy: boolean;
  onSubmit(values: LoginValues): void | Promise<void>;
}

/** The form only checks that both fields are there; the gateway decides whether they are right. */
export function LoginForm({ busy, onSubmit }: LoginFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ defaultValues: { username: '', password: '', remember: false } });

  return (
    <form className="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={busy}>
      <div className="field">
        <label htmlFor={`${id}-username`}>{itLogin.username}</label>
        <input
          id={`${id}-username`}
          className="input"
          autoComplete="username"
          autoCapitalize="characters"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? `${id}-username-error` : undefined}
          {...register('username', { required: itLogin.usernameRequired, validate: (v) => v.trim() !== '' || itLogin.usernameRequired })}
        />
        {errors.username && (
          <p id={`${id}-username-error`} className="field__error" role="alert">
            {errors.username.message}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{itLogin.password}</label>
        <input
          id={`${id}-password`}
          className="input"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
          {...register('password', { required: itLogin.passwordRequired })}
        />
        {errors.password && (
          <p id={`${id}-password-error`} className="field__error" role="alert">
            {errors.password.message}
          </p>
        )}
      </div>
      <div className="form__row">
        <label className="checkbox">
          <input type="checkbox" {...register('remember')} />
          <span>{itLogin.remember}</span>
        </label>
        <ShopLink to={paths.forgotPassword}>{itLogin.forgotPassword}</ShopLink>
      </div>
      <p className="form__hint">{itLogin.hint}</p>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? itLogin.submitting : itLogin.submit}
      </button>
    </form>
  );
}
