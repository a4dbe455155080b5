import { SdkError } from '../errors/SdkError';
import { type CustomerFieldsFragment, type CustomerUpdateInput } from '../generated/graphql';
import { ChangeCustomerPasswordDocument } from './changeCustomerPassword.generated';
import { mapPasswordResetLinkStatus, type PasswordResetLinkStatus } from './passwordResetLink';
import { PasswordResetTokenStatusDocument } from './passwordResetTokenStatus.generated';
import { RequestPasswordResetEmailDocument } from './requestPasswordResetEmail.generated';
import { ResetPasswordDocument } from './resetPassword.generated';
import { UpdateCustomerDocument } from './updateCustomer.generated';
import { UpdateCustomerEmailDocument } from './updateCustomerEmail.generated';
import { recaptchaRequestOptions } from '../session/recaptcha';
import type { Transport } from '../transport/createTransport';
import { mapCustomer, type Customer } from './mapCustomer';

/**
 * The personal details {@link CustomerService.updateProfile} changes; fields left out keep their
 * value. The e-mail and the password have their own calls.
 */
export interface ProfileInput {
  firstname?: string;
  lastname?: string;
  /** VAT number; `null` or an empty string removes it. */
  taxvat?: string | null;
  /** Whether to send the newsletter. */
  isSubscribed?: boolean;
  /** Phone number (8 digits, optionally after +47; see `parsePhoneNumber`); empty removes it. */
  phoneNumber?: string | null;
  /** A business's organisation form (see `companyTypes`); `null` or empty removes it. */
  companyType?: string | null;
  /** Birth date, `YYYY-MM-DD`. */
  dateOfBirth?: string;
  /** Magento's gender code. */
  gender?: number;
  prefix?: string;
  suffix?: string;
  middlename?: string;
}

/** What {@link CustomerService.updateEmail} needs. */
export interface UpdateEmailInput {
  email: string;
  /** The account's current password, as confirmation (spec §5). */
  password: string;
}

/** What {@link CustomerService.changePassword} needs. */
export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** What {@link CustomerService.requestPasswordReset} needs. */
export interface RequestPasswordResetInput {
  email: string;
  /** Sent in the `X-ReCaptcha` header when given. */
  recaptchaToken?: string;
}

/** What {@link CustomerService.resetPassword} needs: the e-mailed token and the new password. */
export interface ResetPasswordInput {
  email: string;
  resetPasswordToken: string;
  newPassword: string;
  /** Sent in the `X-ReCaptcha` header when given. */
  recaptchaToken?: string;
}

/** A password reset link, as {@link CustomerService.passwordResetLinkStatus} checks it. */
export interface PasswordResetLinkInput {
  email: string;
  resetPasswordToken: string;
}

/**
 * The signed-in customer's account (`sdk.customer`). Every change resolves with the customer as
 * the backend returns it and puts it into `sdk.session`. Failures are thrown as `SdkError`: a
 * `graphql` error carries the backend's message (`sessionErrorMessage` reads it); an
 * `authorization` error has ended the session (`session:expired`).
 */
export interface CustomerService {
  /** Changes names, VAT number, newsletter and the other personal details (`updateCustomerV2`). */
  updateProfile(input: ProfileInput): Promise<Customer>;
  /** Changes the login e-mail; the current password confirms it (`updateCustomerEmail`). */
  updateEmail(input: UpdateEmailInput): Promise<Customer>;
  /** Sets a new password; the current one confirms it (`changeCustomerPassword`). */
  changePassword(input: ChangePasswordInput): Promise<Customer>;
  /**
   * Asks for a password-reset e-mail (`requestPasswordResetEmail`). Resolves the same whether or
   * not an account has the address, as the backend answers.
   */
  requestPasswordReset(input: RequestPasswordResetInput): Promise<void>;
  /** Sets a new password with the token from the reset e-mail (`resetPassword`); needs no login. */
  resetPassword(input: ResetPasswordInput): Promise<void>;
  /**
   * Whether a reset link still works (commerce-api's `WmPasswordResetTokenStatus`), so its page
   * can offer a new link before a password is typed; needs no login. The answer is the same for
   * an address without an account as for a wrong token.
   */
  passwordResetLinkStatus(input: PasswordResetLinkInput): Promise<PasswordResetLinkStatus>;
}

/** Options of {@link createCustomerService}. */
export interface CustomerServiceOptions {
  /** Called with the customer after every successful change (`sdk.session.setCustomer`). */
  onCustomerChanged?: (customer: Customer) => void;
}

/**
 * Creates the customer service of one SDK instance.
 *
 * @example
 * ```ts
 * const customer = createCustomerService(transport, { onCustomerChanged: session.setCustomer });
 * await customer.updateProfile({ firstname: 'Kari' });
 * await customer.updateEmail({ email: 'kari@example.no', password });
 * ```
 */
export function createCustomerService(
  transport: Transport,
  options: CustomerServiceOptions = {},
): CustomerService {
  function changed(data: CustomerFieldsFragment | null | undefined, operation: string): Customer {
    if (!data)
      throw new SdkError('graphql', `The backend answered ${operation} without a customer`);
    const customer = mapCustomer(data);
    options.onCustomerChanged?.(customer);
    return customer;
  }

  return {
    async updateProfile(input) {
      const { updateCustomerV2 } = await transport.request(UpdateCustomerDocument, {
        input: customerUpdateInput(input),
      });
      return changed(updateCustomerV2?.customer, 'updateCustomerV2');
    },
    async updateEmail({ email, password }) {
      const { updateCustomerEmail } = await transport.request(UpdateCustomerEmailDocument, {
        email: email.trim(),
        password,
      });
      return changed(updateCustomerEmail?.customer, 'updateCustomerEmail');
    },
    async changePassword({ currentPassword, newPassword }) {
      const { changeCustomerPassword } = await transport.request(ChangeCustomerPasswordDocument, {
        currentPassword,
        newPassword,
      });
      return changed(changeCustomerPassword, 'changeCustomerPassword');
    },
    async requestPasswordReset({ email, recaptchaToken }) {
      await transport.request(
        RequestPasswordResetEmailDocument,
        { email: email.trim() },
        recaptchaRequestOptions(recaptchaToken),
      );
    },
    async resetPassword({ email, resetPasswordToken, newPassword, recaptchaToken }) {
      const { resetPassword } = await transport.request(
        ResetPasswordDocument,
        { email: email.trim(), resetPasswordToken, newPassword },
        recaptchaRequestOptions(recaptchaToken),
      );
      if (resetPassword !== true) {
        throw new SdkError('graphql', 'The backend did not set the new password');
      }
    },
    async passwordResetLinkStatus({ email, resetPasswordToken }) {
      const { WmPasswordResetTokenStatus } = await transport.request(
        PasswordResetTokenStatusDocument,
        { email: email.trim(), resetPasswordToken },
      );
      return mapPasswordResetLinkStatus(WmPasswordResetTokenStatus);
    },
  };
}

function customerUpdateInput(input: ProfileInput): CustomerUpdateInput {
  return {
    ...(input.firstname !== undefined && { firstname: input.firstname }),
    ...(input.lastname !== undefined && { lastname: input.lastname }),
    ...(input.taxvat !== undefined && { taxvat: input.taxvat?.trim() ?? '' }),
    ...(input.isSubscribed !== undefined && { is_subscribed: input.isSubscribed }),
    ...(input.phoneNumber !== undefined && { phone_number: input.phoneNumber?.trim() ?? '' }),
    ...(input.companyType !== undefined && { company_type: input.companyType?.trim() ?? '' }),
    ...(input.dateOfBirth !== undefined && { date_of_birth: input.dateOfBirth }),
    ...(input.gender !== undefined && { gender: input.gender }),
    ...(input.prefix !== undefined && { prefix: input.prefix }),
    ...(input.suffix !== undefined && { suffix: input.suffix }),
    ...(input.middlename !== undefined && { middlename: input.middlename }),
  };
}
