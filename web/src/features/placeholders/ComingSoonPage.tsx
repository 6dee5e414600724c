import { Button, Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';

interface ComingSoonPageProps {
  /** The section's name as the menu shows it, e.g. 'Members'. */
  title: string;
  /** Public pages have no layout around them, so they centre themselves and offer a way home. */
  standalone?: boolean;
  backTo?: { to: string; label: string };
}

/** Stands in for every route of the spec's route map that is not built yet — never a blank page. */
export function ComingSoonPage({ title, standalone = false, backTo }: ComingSoonPageProps) {
  usePageTitle(title);
  const navigate = useNavigate();
  const back = backTo ?? (standalone ? { to: '/', label: 'Back to Home' } : undefined);
  const result = (
    <Result
      icon={<ToolOutlined style={{ color: '#1d4ed8' }} />}
      title={<h1 className="coming-soon-title">{title}</h1>}
      subTitle={
        <>
          <p>This section is being built.</p>
          <p>It will be available here soon. Thank you for your patience.</p>
        </>
      }
      extra={
        back ? (
          <Button type="primary" onClick={() => navigate(back.to)}>
            {back.label}
          </Button>
        ) : undefined
      }
    />
  );
  if (!standalone) return <div className="coming-soon">{result}</div>;
  return <main className="standalone-page">{result}</main>;
}
