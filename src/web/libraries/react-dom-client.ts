// Evaluated in a task of its own before the app's modules (src/web/main.tsx).
import 'react-dom/client';
