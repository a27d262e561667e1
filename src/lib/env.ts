// Defaults are the public demo values of a local Supabase stack (`supabase start` or `npm start`), so
// the app runs with no configuration; a hosted project sets VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY.
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

function read(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim() : fallback;
}

export const env = {
  supabaseUrl: read(import.meta.env.VITE_SUPABASE_URL as string | undefined, LOCAL_SUPABASE_URL),
  supabaseAnonKey: read(import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined, LOCAL_ANON_KEY),
};
