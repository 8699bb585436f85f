import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { ExistingKaizen } from './detail/existing-kaizen';
import { KaizenForm } from './form/kaizen-form';

/** /kaizen: a new kaizen; /kaizen/:id and /my-kaizen/:id: an existing one (spec §2). */
export function KaizenFormPage() {
  const { id } = useParams();
  const user = useSessionStore((state) => state.user);
  const navigate = useNavigate();
  if (id !== undefined) return <ExistingKaizen key={id} id={Number(id)} />;
  if (!user) return null;
  return (
    <KaizenForm
      user={user}
      kaizen={null}
      onSaved={(saved) =>
        // Without a readable id the new kaizen is found in the user's own list.
        void navigate(saved.id === null ? paths.myKaizens : paths.kaizenEdit(saved.id))
      }
    />
  );
}
