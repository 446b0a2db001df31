import { Link, useLocation } from 'react-router';
import { Empty } from '../components/Empty';

export function NotFound() {
  const { pathname } = useLocation();
  return (
    <div className="page">
      <Empty title="This page does not exist">
        <p>
          Nothing lives at <code>{pathname}</code>. <Link to="/competitions">Go to competitions</Link>.
        </p>
      </Empty>
    </div>
  );
}
