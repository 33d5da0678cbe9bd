import { useEffect, useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { CalendarIcon } from '../../../components/icons';
import { it } from '../../../i18n/it';
import { itCheckout } from '../../../i18n/it-checkout';
import { usePickupDatesQuery } from '../api/pickup-dates-query';
import type { CheckoutFormValues } from '../checkout-form';
import { formatIsoDate } from '../../../lib/italian-date';
import { ChoiceError } from './ChoiceError';
import { ExistingPickupDialog } from './ExistingPickupDialog';
import { PickupCalendar } from './PickupCalendar';
import styles from '../Checkout.module.css';

const t = itCheckout;
const MONTHS_OFFERED = 4;

/**
 * The pickup date of delivery mode 34: a read-only field filled from a calendar of the dates the
 * gateway allows. A pickup already booked by the customer is offered first.
 */
export function PickupDateField() {
  const id = useId();
  const {
    register,
    watch,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const value = watch('pickupDate');
  const [{ data, fetching, error }] = usePickupDatesQuery(true, MONTHS_OFFERED);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [askedAboutBooking, setAskedAboutBooking] = useState(false);
  const calendar = data?.pickupDates;
  const booked = calendar?.bookedPickup ?? null;
  const askBooking = booked !== null && !askedAboutBooking && value !== booked;

  // A date chosen before the mode changed stays only while it is still offered.
  useEffect(() => {
    if (calendar && value && !calendar.dates.includes(value) && value !== calendar.bookedPickup)
      setValue('pickupDate', '');
  }, [calendar, value, setValue]);

  const choose = (date: string) => {
    setValue('pickupDate', date, { shouldDirty: true });
    clearErrors('pickupDate');
    setCalendarOpen(false);
  };
  const open = () => {
    if (calendar) setCalendarOpen(true);
  };

  return (
    <div className="field checkout-pickup">
      <label htmlFor={id}>{t.pickupDate}</label>
      <div className={styles['checkout-pickup__row']}>
        <input
          id={id}
          className="input"
          readOnly
          placeholder={t.pickupPlaceholder}
          value={value ? formatIsoDate(value) : ''}
          aria-invalid={errors.pickupDate ? true : undefined}
          aria-describedby={errors.pickupDate ? `${id}-error` : undefined}
          onClick={open}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
              event.preventDefault();
              open();
            }
          }}
        />
        <input type="hidden" {...register('pickupDate')} />
        <button type="button" className="btn" onClick={open} disabled={!calendar} aria-label={t.pickupOpen}>
          <CalendarIcon />
        </button>
      </div>
      {fetching && !calendar && <p className="muted">{t.pickupLoading}</p>}
      {error && !calendar && <p className="field__error">{it.errors.unexpected}</p>}
      {calendar && calendar.dates.length === 0 && <p className="field__error">{t.pickupNone}</p>}
      <ChoiceError id={`${id}-error`} error={errors.pickupDate} />
      {calendarOpen && calendar && (
        <PickupCalendar
          dates={calendar.dates}
          value={value}
          onChoose={choose}
          onClose={() => setCalendarOpen(false)}
        />
      )}
      {askBooking && booked && (
        <ExistingPickupDialog
          bookedDate={booked}
          onAnswer={(sameDay) => {
            setAskedAboutBooking(true);
            if (sameDay) choose(booked);
          }}
        />
      )}
    </div>
  );
}
