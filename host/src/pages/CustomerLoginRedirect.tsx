import { Navigate, useParams } from 'react-router-dom';

/** /customerLogin/{id}: lands a customer on the login page, for that organisation. */
export function CustomerLoginRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={/^\d{1,9}$/.test(id) ? `/?saasOrgId=${id}` : '/'} replace />;
}
