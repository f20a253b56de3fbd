import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import styles from './org.module.css';

/** The console's search box: what is typed is searched when sent (Enter or Search), not at each key press. */
export function SearchForm(props: { label: string; placeholder: string; onSearch: (text: string) => void }) {
  const [typed, setTyped] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSearch(typed.trim());
  }
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <TextField
        name="search"
        label={props.label}
        placeholder={props.placeholder}
        value={typed}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setTyped(e.target.value)}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
