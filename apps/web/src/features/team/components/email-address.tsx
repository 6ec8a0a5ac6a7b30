type EmailAddressProps = { email: string; className?: string };

/**
 * An address shown whole on any screen: it wraps, after the "@" when it can (the two halves
 * read on their own), and anywhere else only when a half is still too long for the line.
 */
export const EmailAddress = ({ email, className = '' }: EmailAddressProps) => {
  const at = email.lastIndexOf('@');
  return (
    <p className={`wrap-anywhere ${className}`}>
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      )}
    </p>
  );
};
