// 000 §8: the reset request and the reset itself say the same when nothing answers.
export const RESET_NETWORK_ERROR = 'Network error. Please try again later.';
