// ChildProcess on Windows: CreateProcess with anonymous pipes handed to the
// child alone (a handle list, so engines started by other threads never
// hold our pipes open and EOF means "exited"), a job object so that a kill
// reaches what the engine started, and a reader thread, because anonymous
// pipes have no read with a timeout.
#include <windows.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "pili/client/process.h"

namespace pili::client {
namespace {

std::string last_error_text(DWORD code) {
  char* text = nullptr;
  DWORD n = FormatMessageA(FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM |
                               FORMAT_MESSAGE_IGNORE_INSERTS,
                           nullptr, code, 0, reinterpret_cast<char*>(&text), 0, nullptr);
  std::string s = n && text ? std::string(text, n) : "error " + std::to_string(code);
  if (text) LocalFree(text);
  while (!s.empty() && (s.back() == '\n' || s.back() == '\r' || s.back() == '.')) s.pop_back();
  return s;
}

// One argument as the C runtime's parser reads it back: quoted when it holds
// blanks or quotes, backslashes doubled only before a quote.
void append_quoted(std::string& cmd, const std::string& arg) {
  if (!cmd.empty()) cmd += ' ';
  if (!arg.empty() && arg.find_first_of(" \t\n\v\"") == std::string::npos) {
    cmd += arg;
    return;
  }
  cmd += '"';
  size_t slashes = 0;
  for (char c : arg) {
    if (c == '\\') {
      ++slashes;
      continue;
    }
    cmd.append(c == '"' ? 2 * slashes + 1 : slashes, '\\');
    slashes = 0;
    cmd += c;
  }
  cmd.append(2 * slashes, '\\');
  cmd += '"';
}

void close_handle(HANDLE& h) {
  if (h && h != INVALID_HANDLE_VALUE) CloseHandle(h);
  h = nullptr;
}

}  // namespace

struct ChildProcess::Impl {
  HANDLE process = nullptr, job = nullptr, toChild = nullptr, fromChild = nullptr;
  std::thread reader;
  std::mutex m;
  std::condition_variable cv;
  std::string buffer;  // under m
  bool eof = true;     // under m; no child reads as the end of its output

  void read_loop(HANDLE from) {
    char chunk[4096];
    DWORD n = 0;
    while (ReadFile(from, chunk, sizeof chunk, &n, nullptr) && n > 0) {
      std::lock_guard lock(m);
      buffer.append(chunk, n);
      cv.notify_all();
    }
    std::lock_guard lock(m);
    eof = true;  // the child and everything that held its output have exited
    cv.notify_all();
  }

  // Kills the job (the child and what it started), reaps, releases.
  void stop() {
    if (job) TerminateJobObject(job, 1);
    if (process) {
      TerminateProcess(process, 1);  // in case it could not be put in the job
      WaitForSingleObject(process, INFINITE);
    }
    close_handle(toChild);
    if (reader.joinable()) reader.join();
    close_handle(fromChild);
    close_handle(process);
    close_handle(job);
  }
};

ChildProcess::ChildProcess() : impl(std::make_unique<Impl>()) {}

ChildProcess::~ChildProcess() { kill(); }

bool ChildProcess::running() const { return impl->process != nullptr; }

bool ChildProcess::start(const std::string& program, const std::vector<std::string>& args,
                         const std::string& dir, std::string& err) {
  kill();
  Impl& p = *impl;
  SECURITY_ATTRIBUTES inherit{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
  HANDLE childIn = nullptr, childOut = nullptr, toChild = nullptr, fromChild = nullptr;
  if (!CreatePipe(&childIn, &toChild, &inherit, 0) || !CreatePipe(&fromChild, &childOut, &inherit, 0)) {
    err = "pipe: " + last_error_text(GetLastError());
    for (HANDLE* h : {&childIn, &toChild, &fromChild, &childOut}) close_handle(*h);
    return false;
  }
  // Our ends stay here.
  SetHandleInformation(toChild, HANDLE_FLAG_INHERIT, 0);
  SetHandleInformation(fromChild, HANDLE_FLAG_INHERIT, 0);

  HANDLE childErr = GetStdHandle(STD_ERROR_HANDLE);
  HANDLE handles[3] = {childIn, childOut, childErr};
  DWORD handleCount = 2;
  if (childErr && childErr != INVALID_HANDLE_VALUE &&
      SetHandleInformation(childErr, HANDLE_FLAG_INHERIT, HANDLE_FLAG_INHERIT))
    handleCount = 3;
  else
    childErr = nullptr;

  SIZE_T attrSize = 0;
  InitializeProcThreadAttributeList(nullptr, 1, 0, &attrSize);
  std::vector<char> attrStore(attrSize);
  auto* attrs = reinterpret_cast<LPPROC_THREAD_ATTRIBUTE_LIST>(attrStore.data());
  bool attrsOk = InitializeProcThreadAttributeList(attrs, 1, 0, &attrSize) &&
                 UpdateProcThreadAttribute(attrs, 0, PROC_THREAD_ATTRIBUTE_HANDLE_LIST, handles,
                                           handleCount * sizeof(HANDLE), nullptr, nullptr);

  STARTUPINFOEXA si{};
  si.StartupInfo.cb = sizeof si;
  si.StartupInfo.dwFlags = STARTF_USESTDHANDLES;
  si.StartupInfo.hStdInput = childIn;
  si.StartupInfo.hStdOutput = childOut;
  si.StartupInfo.hStdError = childErr;
  if (attrsOk) si.lpAttributeList = attrs;

  std::string cmdline;
  append_quoted(cmdline, program);
  for (const auto& a : args) append_quoted(cmdline, a);
  PROCESS_INFORMATION pi{};
  DWORD flags = CREATE_SUSPENDED | CREATE_NO_WINDOW | (attrsOk ? EXTENDED_STARTUPINFO_PRESENT : 0);
  BOOL ok = CreateProcessA(nullptr, cmdline.data(), nullptr, nullptr, TRUE, flags, nullptr,
                           dir.empty() ? nullptr : dir.c_str(), &si.StartupInfo, &pi);
  DWORD code = ok ? 0 : GetLastError();
  if (attrsOk) DeleteProcThreadAttributeList(attrs);
  close_handle(childIn);  // the child has its copies
  close_handle(childOut);
  if (!ok) {
    close_handle(toChild);
    close_handle(fromChild);
    err = "cannot run '" + program + "'" + (dir.empty() ? "" : " in '" + dir + "'") + ": " +
          last_error_text(code);
    return false;
  }
  p.job = CreateJobObjectA(nullptr, nullptr);
  if (p.job) {
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
    limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
    SetInformationJobObject(p.job, JobObjectExtendedLimitInformation, &limits, sizeof limits);
    if (!AssignProcessToJobObject(p.job, pi.hProcess)) close_handle(p.job);
  }
  ResumeThread(pi.hThread);
  CloseHandle(pi.hThread);
  p.process = pi.hProcess;
  p.toChild = toChild;
  p.fromChild = fromChild;
  p.buffer.clear();
  p.eof = false;
  p.reader = std::thread([&p, fromChild] { p.read_loop(fromChild); });
  return true;
}

bool ChildProcess::write_line(const std::string& line) {
  if (!impl->toChild) return false;
  std::string data = line + "\n";
  size_t done = 0;
  while (done < data.size()) {
    DWORD n = 0;
    if (!WriteFile(impl->toChild, data.data() + done, DWORD(data.size() - done), &n, nullptr) || n == 0)
      return false;
    done += n;
  }
  return true;
}

ChildProcess::Read ChildProcess::read_line(std::string& line, int64_t timeoutMs) {
  Impl& p = *impl;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs < 0 ? 0 : timeoutMs);
  std::unique_lock lock(p.m);
  for (;;) {
    if (auto nl = p.buffer.find('\n'); nl != std::string::npos) {
      line = p.buffer.substr(0, nl);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      p.buffer.erase(0, nl + 1);
      return Read::Line;
    }
    if (p.eof) return Read::Eof;  // an unterminated last line is dropped, as on POSIX
    if (timeoutMs < 0)
      p.cv.wait(lock);
    else if (p.cv.wait_until(lock, deadline) == std::cv_status::timeout &&
             p.buffer.find('\n') == std::string::npos && !p.eof)
      return Read::Timeout;
  }
}

void ChildProcess::kill() { impl->stop(); }

void ChildProcess::wait_or_kill(int64_t timeoutMs) {
  Impl& p = *impl;
  close_handle(p.toChild);  // EOF on stdin tells it to go
  if (p.process) WaitForSingleObject(p.process, DWORD(timeoutMs < 0 ? 0 : timeoutMs));
  p.stop();
}

}  // namespace pili::client
