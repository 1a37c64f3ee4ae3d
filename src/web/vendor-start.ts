// The libraries the app starts with, evaluated in a task of their own before the app's modules
// (src/web/main.tsx): the start is two shorter tasks rather than one long one.
import 'react';
import 'react-dom/client';
import 'react-router';
import 'react-router/dom';
import '@tanstack/react-query';
import 'zod';
