import type { Resolvers } from '../generated/resolvers.ts';
import { accountOf, changePassword, updateAccount } from '../../account/account-service.ts';
import { sendContactMessage } from '../../account/contact-service.ts';
import { checkPasswordResetLink, requestPasswordReset, resetPassword } from '../../account/password-recovery.ts';
import { registrationLocalities, submitRegistration } from '../../account/registration-service.ts';
import type { GraphQLContext } from '../context.ts';

const clientAddress = (ctx: GraphQLContext) => ctx.request.ip;

/** Account, password recovery, registration and contact: thin calls into gateway/src/account. */
export const accountSelfServiceResolvers: Resolvers = {
  Query: {
    account: (_p, _a, ctx) => accountOf(ctx),
    registrationLocalities: (_p, { search }, ctx) => registrationLocalities(ctx, search),
    passwordResetLink: (_p, { data }, ctx) => checkPasswordResetLink(ctx, data),
  },
  Mutation: {
    accountUpdate: (_p, { input }, ctx) => updateAccount(ctx, input),
    accountPasswordChange: (_p, { input }, ctx) => changePassword(ctx, input),
    passwordResetRequest: (_p, { input }, ctx) =>
      requestPasswordReset(ctx, input.email, {
        clientAddress: clientAddress(ctx),
        shopOrigin: ctx.settings.shopOrigins.get(ctx.tenant.profile.id) as string,
      }),
    passwordReset: (_p, { input }, ctx) => resetPassword(ctx, input, { clientAddress: clientAddress(ctx) }),
    registrationSubmit: (_p, { input }, ctx) =>
      submitRegistration(
        ctx,
        {
          ...input,
          legalLocality: input.legalLocality ?? null,
          operatingLocality: input.operatingLocality ?? null,
          operatingAddress: input.operatingAddress ?? '',
          website: input.website ?? '',
          mobile: input.mobile ?? '',
        },
        clientAddress(ctx),
      ),
    contactMessageSend: (_p, { input }, ctx) => sendContactMessage(ctx, input, clientAddress(ctx)),
  },
};
