import './index.css';
import { startApp } from './start.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
void startApp(root);
