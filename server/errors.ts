// Errors a handler throws on purpose: the error handler answers `{ status, message }` with them.
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Unauthorized.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooMany = (message: string) => new HttpError(429, message);

export const MESSAGES = {
  invalidPhone: 'Invalid user phone number.',
  phoneNotFound: 'User phone number not found in our records.',
  wrongPassword: 'User password incorrect.',
  phoneTaken: 'User phone number already exist.',
  phoneNotVerified: 'Phone number not verified.',
  invalidOtp: 'Invalid OTP.',
  otpExpired: 'OTP expired.',
  otpTooManyAttempts: 'Too many wrong OTP attempts.',
  otpDailyCap: 'Too many OTP requests for this number today. Please try again tomorrow.',
  otpNotSent: 'OTP could not be sent.',
  xsrf: 'Invalid XSRF token.',
  unauthorized: 'Unauthorized.',
  scheduleNotFound: 'Schedule not found.',
  vehicleTypeNotFound: 'Vehicle type not found.',
  passengerTypeNotFound: 'Passenger type not found.',
  transactionNotFound: 'Transaction not found.',
  transactionNotPaid: 'Transaction is not paid.',
  invalidSignature: 'Invalid signature.',
  notFound: 'Not found.',
  /** A passenger's token on an officer operation (and the reverse: an officer cannot book). */
  officersOnly: 'This operation is for port officers only.',
  passengersOnly: 'Port officers cannot place orders.',
  internal: 'Internal server error.',
} as const;
