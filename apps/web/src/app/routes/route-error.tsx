import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '../../components/layouts/error-page';

/** The router's error element: a render or loader error, or a page whose code failed to load. */
export const RouteError = () => {
  const error = useRouteError();
  return (
    <ErrorPage
      error={error}
      status={isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined}
    />
  );
};
